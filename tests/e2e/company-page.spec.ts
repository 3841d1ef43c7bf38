import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { shoot } from './support/screenshots';
import { signInAs, signInAsNewOwnerWithDog } from './support/session';

test.describe('the public company page', () => {
  test('when a visitor opens a company, then hero with its rating, services, stats and about show, and Book Now asks him to sign in', async ({
    page,
  }) => {
    await page.goto('/company/demo-company');
    await expect(page.getByRole('heading', { level: 1, name: 'Happy Paws Grooming' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Happy Paws Grooming', exact: true });
    await expect(hero.getByText('Verified')).toBeVisible();
    await expect(hero).toContainText('Austin, TX');
    await expect(hero).toContainText('3 services');
    await expect(hero).toContainText(/\d\.\d out of 5 · \d+ reviews/);
    await expect(hero.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^tel:/);
    // Save asks a visitor to sign in: favourites are kept with the owner's account.
    await hero.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText('Sign in as a pet owner to save companies to your favorites.');
    await expect(toast.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');

    const stats = page.getByRole('region', { name: 'Company stats' });
    await expect(stats).toContainText(/\d\.\d \/ 5\.0/);
    await expect(stats).toContainText('Reviews');
    await expect(stats).toContainText('Bookings');
    await expect(page.getByRole('heading', { name: 'About Happy Paws Grooming' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Services' }).getByRole('article')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('article', { name: 'Full Groom' }).getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Sign in to book Full Groom.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();

    // After signing in, the owner is back on the company page with the dialog for that service open.
    await signInAs(page, 'owner@petnest.demo');
    await expect(page).toHaveURL(/\/company\/demo-company$/);
    await expect(page.getByRole('dialog', { name: 'Book Full Groom' })).toBeVisible();
  });

  test('when the company has photos, then the gallery moves with previous, next and thumbnails and wraps around', async ({
    page,
  }) => {
    // The seed gives every demo company three photos, served by the API's public media route under names that
    // carry their content's hash.
    const company = (await (await page.request.get('/api/companies/demo-company/public')).json()) as {
      data: { images: string[] };
    };
    const images = company.data.images;
    expect(images).toHaveLength(3);
    images.forEach((image, index) =>
      expect(image).toMatch(
        new RegExp(`^/api/media/companies/demo-company/public/photo-${index + 1}-[0-9a-f]{12}\\.png$`),
      ),
    );
    await page.goto('/company/demo-company');
    const gallery = page.getByRole('region', { name: 'Gallery' });
    await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(gallery.getByText('Photo 3 of 3')).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Happy Paws Grooming, photo 3 of 3' })).toHaveAttribute(
      'src',
      images[2]!,
    );
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('Photo 3 of 3')).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
    await gallery.getByRole('button', { name: 'Show photo 2' }).click();
    await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
    const photo = await page.request.get(images[1]!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    expect(photo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectNoSeriousA11yViolations(page);
  });

  test('when a visitor reads the reviews, then the newest show with first name and initial, and Show more adds older ones', async ({
    page,
  }) => {
    await page.goto('/company/demo-company');
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    await expect(reviews).toContainText(/\d\.\d out of 5 · \d+ reviews/);
    const cards = reviews.getByRole('article', { name: /^Review by / });
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toHaveAccessibleName(/^Review by \S+ [A-Z]\.$/);
    await reviews.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(cards).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'company-reviews-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'company-reviews-375');
  });

  test('when a visitor on a phone scrolls past the services, then a Book bar with the lowest price brings them back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/company/demo-company');
    const services = page.getByRole('region', { name: 'Services' });
    await expect(services.getByRole('article')).toHaveCount(3);
    // Services come right after the hero, before stats, gallery and About.
    const order = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(order.slice(0, 2)).toEqual(['Services', 'Gallery']);
    const bookBar = page.getByRole('button', { name: 'Book', exact: true, includeHidden: true });
    await expect(bookBar).not.toBeInViewport();
    await page.getByRole('heading', { name: 'About Happy Paws Grooming' }).scrollIntoViewIfNeeded();
    await expect(bookBar).toBeInViewport();
    await expect(page.getByText('From $15.00')).toBeVisible();
    await shoot(page, 'company-book-bar-375');
    await bookBar.click();
    await expect(services.getByRole('heading', { name: 'Services' })).toBeInViewport();
    await expect(services.getByRole('heading', { name: 'Services' })).toBeFocused();
    await expect(bookBar).not.toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });

  test('when the company does not exist, then "Company Not Found" with a way back to the marketplace', async ({
    page,
  }) => {
    await page.goto('/company/no-such-company');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Not Found' })).toBeVisible();
    await expect(page.getByText('Company not found', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test('when an owner saves a company, then it stays saved on reload and his dashboard counts it; unsaving takes it back', async ({
    page,
    request,
  }) => {
    await signInAsNewOwnerWithDog(page, request, 'Sam Saver', { name: 'Rolo', breed: 'Boxer' });
    const favoriteCount = page
      .locator('dl')
      .filter({ has: page.getByText('Favorite companies', { exact: true }) })
      .locator('dd')
      .first();
    await expect(favoriteCount).toHaveText('0');
    await page.goto('/company/demo-company');
    const hero = page.getByRole('region', { name: 'Happy Paws Grooming', exact: true });
    // The button answers at once, before the server does: the reload waits for the call, which it would cancel.
    const favoriteCall = (method: 'PUT' | 'DELETE') =>
      page.waitForResponse(
        (response) => response.request().method() === method && response.url().includes('/api/pet-owners/favorites/'),
      );
    const savedOnServer = favoriteCall('PUT');
    await hero.getByRole('button', { name: 'Save' }).click();
    await expect(hero.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect((await savedOnServer).status()).toBe(200);
    await page.reload();
    await expect(hero.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/pet-owner/dashboard');
    await expect(favoriteCount).toHaveText('1');

    await page.goto('/company/demo-company');
    const removedOnServer = favoriteCall('DELETE');
    await hero.getByRole('button', { name: 'Saved' }).click();
    await expect(hero.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect((await removedOnServer).status()).toBe(200);
    await page.reload();
    await expect(hero.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });
});

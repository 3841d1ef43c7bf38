import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyGallery, wrapIndex } from '@/features/company-page/components/company-gallery';

describe('company gallery', () => {
  it('when the index runs past either end, then it wraps around', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('when Previous is pressed on the first photo, then the last shows; Next on the last shows the first', async () => {
    const user = userEvent.setup();
    render(<CompanyGallery companyName="Happy Paws" images={['/a.png', '/b.png', '/c.png']} />);
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Happy Paws, photo 3 of 3' })).toHaveAttribute('src', '/c.png');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
  });

  it('when there are no photos, then there is no gallery', () => {
    const { container } = render(<CompanyGallery companyName="Happy Paws" images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

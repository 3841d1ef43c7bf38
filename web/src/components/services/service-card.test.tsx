import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicService } from '@contracts/services';
import { ServiceCard } from '@/components/services/service-card';

const service: PublicService = {
  id: 's-1',
  name: 'Nail Trim',
  description: 'Quick and calm.',
  category: 'grooming',
  petTypes: ['dog', 'cat', 'rabbit', 'hamster'],
  price: 15,
  duration: 15,
  bookingMode: 'appointment',
  rating: 4.3,
  reviewCount: 23,
  companyId: 'demo-company',
  companyName: 'Happy Paws Grooming',
  companyLogoUrl: null,
  location: 'Austin, TX',
  image: null,
};

describe('ServiceCard', () => {
  it('when a service takes more than two pet types, then two chips and "+N" that names the others, so the chips keep one row', () => {
    render(
      <MemoryRouter>
        <ServiceCard service={service} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    const chips = within(screen.getByRole('list', { name: 'Category and pet types' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Grooming', 'Dog', 'Cat', '+2Also Rabbit, Hamster']);
  });

  it('when it takes two or fewer, then each has its chip and no "+N"', () => {
    render(
      <MemoryRouter>
        <ServiceCard service={{ ...service, petTypes: ['dog', 'cat'] }} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    const chips = within(screen.getByRole('list', { name: 'Category and pet types' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Grooming', 'Dog', 'Cat']);
  });

  it('when a service is a stay or day care, then its price says per night or per day, and a stay shows no duration', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ServiceCard service={service} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Price:/).parentElement).toHaveTextContent(/^Price: \$15\.00$/);
    expect(screen.getByText('15 min')).toBeInTheDocument();
    unmount();

    const { unmount: unmountStay } = render(
      <MemoryRouter>
        <ServiceCard service={{ ...service, category: 'boarding', bookingMode: 'stay', price: 55, duration: 60 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Price:/).parentElement).toHaveTextContent(/^Price: \$55\.00 \/ night$/);
    expect(screen.queryByText('1 hr')).not.toBeInTheDocument();
    unmountStay();

    render(
      <MemoryRouter>
        <ServiceCard service={{ ...service, category: 'daycare', bookingMode: 'day', price: 38, duration: 240 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Price:/).parentElement).toHaveTextContent(/^Price: \$38\.00 \/ day$/);
    expect(screen.getByText('4 hr')).toBeInTheDocument();
  });
});

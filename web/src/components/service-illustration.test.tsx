import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceIllustration } from '@/components/service-illustration';

describe('ServiceIllustration', () => {
  it.each([
    ['exercise', 'lucide-dumbbell'],
    ['transportation', 'lucide-car'],
    ['photography', 'lucide-camera'],
    ['grooming', 'lucide-scissors'],
    ['something-new', 'lucide-paw-print'],
  ])('when the category is %s, then the picture draws its own icon (%s)', (category, iconClass) => {
    const { container } = render(<ServiceIllustration category={category} />);
    expect(container.querySelector(`svg.${iconClass}`)).not.toBeNull();
  });
});

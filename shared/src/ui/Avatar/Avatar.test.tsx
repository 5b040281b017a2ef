import { render, screen } from '@testing-library/react';
import { Avatar, initialsFor } from './Avatar';

describe('Avatar', () => {
  it('derives initials from names, else from the email', () => {
    expect(initialsFor({ firstName: 'amara', lastName: 'Lindqvist' })).toBe('AL');
    expect(initialsFor({ firstName: 'Jon' })).toBe('J');
    expect(initialsFor({ email: 'jane.doe@example.com' })).toBe('JD');
    expect(initialsFor({ email: 'admin@example.com' })).toBe('A');
    expect(initialsFor({})).toBe('?');
  });

  it('is an image named after the person, or hidden when decorative', () => {
    const { rerender, container } = render(<Avatar firstName="Amara" lastName="Lindqvist" />);
    expect(screen.getByRole('img', { name: 'Amara Lindqvist' })).toBeInTheDocument();
    expect(container.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
    rerender(<Avatar email="jane.doe@example.com" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

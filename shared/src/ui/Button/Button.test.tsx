import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink, buttonClassName, IconButton } from './Button';

describe('Button', () => {
  it('is a type=button by default and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Explore now</Button>);
    const button = screen.getByRole('button', { name: 'Explore now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its busy label, is aria-busy and ignores clicks while busy', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button type="submit" busy busyLabel="SIGNING IN..." onClick={onClick}>Sign In</Button>);
    const button = screen.getByRole('button', { name: 'SIGNING IN...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button type="submit" busyLabel="SIGNING IN..." onClick={onClick}>Sign In</Button>);
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
  });

  it('applies variant and size classes', () => {
    render(<Button variant="secondary" size="lg" fullWidth>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass('button', 'secondary', 'lg', 'fullWidth');
    expect(buttonClassName('ghost', 'sm')).toBe('button ghost sm');
  });

  it('IconButton is named by its label', () => {
    render(<IconButton label="Close menu">×</IconButton>);
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });
});

describe('ButtonLink', () => {
  it('hands plain clicks to onNavigate and keeps the href', async () => {
    const onNavigate = jest.fn();
    render(<ButtonLink href="/explore" onNavigate={onNavigate}>Explore</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Explore' });
    expect(link).toHaveAttribute('href', '/explore');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/explore');
  });
});

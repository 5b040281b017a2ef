import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';
import { InlineMessage } from './InlineMessage';
import { LoadingText, Skeleton } from './Loading';
import { ToastProvider, useToast } from './Toast';

describe('InlineMessage', () => {
  it('uses role alert for errors and role status otherwise', () => {
    const { rerender } = render(<InlineMessage tone="error">Invalid email or password. Please try again.</InlineMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    rerender(<InlineMessage tone="success" title="Message Sent!">Thanks</InlineMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Message Sent!Thanks');
  });
});

function Trigger({ duration }: { duration?: number }) {
  const toast = useToast();
  return <button type="button" onClick={() => toast.show('Preferences saved successfully!', { tone: 'success', duration })}>Save</button>;
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces in a polite live region and dismisses itself', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ToastProvider><Trigger duration={2000} /></ToastProvider>);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent('Preferences saved successfully!');
    act(() => jest.advanceTimersByTime(2100));
    expect(region).not.toHaveTextContent('Preferences saved successfully!');
  });

  it('can be dismissed by its button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ToastProvider><Trigger duration={0} /></ToastProvider>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Preferences saved successfully!')).not.toBeInTheDocument();
  });

  it('is a harmless no-op outside a provider', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Preferences saved successfully!')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('LoadingText and Skeleton', () => {
  it('announces loading text as a status; skeletons stay hidden from assistive tech', () => {
    const { container } = render(<><LoadingText>Loading wellness experiences...</LoadingText><Skeleton lines={3} /></>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading wellness experiences...');
    expect(container.querySelector('[aria-hidden="true"].skeletonLines')?.children).toHaveLength(3);
  });

  it('sizes skeletons by class unless told a size, so a prerendered one needs no style attribute (CSP)', () => {
    const { container } = render(<><Skeleton lines={2} /><Skeleton shape="text" className="title" /></>);
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('.skeletonLines')?.lastElementChild).toHaveClass('lastLine');
    render(<Skeleton width={120} height="2rem" />);
    expect(document.querySelector('[style]')).toHaveStyle({ width: '120px', height: '2rem' });
  });
});

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    render(<EmptyState title="No payment methods added" description="Add a payment method to make transactions easier" action={<button type="button">ADD PAYMENT METHOD</button>} />);
    expect(screen.getByRole('heading', { name: 'No payment methods added' })).toBeInTheDocument();
    expect(screen.getByText('Add a payment method to make transactions easier')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD PAYMENT METHOD' })).toBeInTheDocument();
  });
});

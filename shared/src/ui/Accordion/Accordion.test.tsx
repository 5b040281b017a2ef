import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { title: 'What is concierge longevity?', content: 'Answer one' },
  { title: 'Where are your centers?', content: 'Answer two' },
  { title: 'How do I start?', content: 'Answer three' },
];

describe('Accordion (the home page FAQ)', () => {
  it('opens the first item at start, wired with aria-expanded and aria-controls', () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'What is concierge longevity?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls')!);
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Answer one');
    expect(screen.getByRole('button', { name: 'Where are your centers?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer two')).not.toBeVisible();
  });

  it('keeps one item open at a time and closes the open one when clicked', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Where are your centers?' }));
    expect(screen.getByRole('button', { name: 'Where are your centers?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'What is concierge longevity?' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Where are your centers?' }));
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('works by keyboard', async () => {
    render(<Accordion items={items} defaultOpenIndex={null} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'What is concierge longevity?' })).toHaveAttribute('aria-expanded', 'true');
  });
});

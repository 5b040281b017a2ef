import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'destinations', label: 'Our Destinations', content: <p>Destinations panel</p> },
  { id: 'programs', label: 'Our Programs', content: <p>Programs panel</p> },
  { id: 'insights', label: 'Insights', content: <p>Insights panel</p> },
];

describe('Tabs', () => {
  it('selects the default tab with roving tabindex and a linked panel', () => {
    render(<Tabs label="Explore" tabs={tabs} defaultValue="programs" />);
    const programs = screen.getByRole('tab', { name: 'Our Programs' });
    expect(programs).toHaveAttribute('aria-selected', 'true');
    expect(programs).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Our Destinations' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Our Programs' });
    expect(panel).toHaveTextContent('Programs panel');
    expect(programs).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves with Arrow keys (wrapping), Home and End', async () => {
    const onChange = jest.fn();
    render(<Tabs label="Explore" tabs={tabs} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Our Destinations' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Insights' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Our Destinations' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Insights panel');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Our Destinations' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('destinations');
  });

  it('follows the value prop when controlled', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Tabs label="Explore" tabs={tabs} value="destinations" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Insights' }));
    expect(onChange).toHaveBeenCalledWith('insights');
    expect(screen.getByRole('tab', { name: 'Our Destinations' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Explore" tabs={tabs} value="insights" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
  });
});

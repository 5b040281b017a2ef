import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StyleGuidePage from './StyleGuidePage';

describe('StyleGuidePage', () => {
  it('shows one h1 and a section per primitive, without a second main landmark', async () => {
    render(<StyleGuidePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Buttons', 'Dialog', 'Tabs', 'Accordion', 'Cards and carousel', 'Form fields', 'Messages and toasts', 'Dropdown menu', 'Media']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card } from './Card';

describe('Card', () => {
  it('renders media, eyebrow, title, body and footer', () => {
    render(<Card media={<img src="/x.webp" alt="" />} eyebrow="Bali" title="Botanical Renewal" footer={<span>From $2,900</span>}>Eight nights</Card>);
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Botanical Renewal' })).toBeInTheDocument();
    expect(screen.getByText('Bali')).toBeInTheDocument();
    expect(screen.getByText('Eight nights')).toBeInTheDocument();
    expect(screen.getByText('From $2,900')).toBeInTheDocument();
  });

  it('as a link, the title is the one link and plain clicks go to onNavigate', async () => {
    const onNavigate = jest.fn();
    render(<Card title="Alpine Reset" href="/program-details?p=alpine" onNavigate={onNavigate} footer={<button type="button">Save</button>} />);
    const link = screen.getByRole('link', { name: 'Alpine Reset' });
    expect(link).toHaveAttribute('href', '/program-details?p=alpine');
    expect(link.querySelector('a, button')).toBeNull();
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/program-details?p=alpine');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('as a button, the title is the button', async () => {
    const onClick = jest.fn();
    render(<Card title="Spa & Relaxation" titleAs="h2" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spa & Relaxation' }));
    expect(onClick).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

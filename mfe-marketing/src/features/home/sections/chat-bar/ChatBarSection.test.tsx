import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { allowFormDataOfForms } from '../../../../testing/formData';
import { ChatBarSection } from './ChatBarSection';

describe('the home chat bar', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = allowFormDataOfForms();
  });
  afterEach(() => restore());

  it("asks Let's find your optimal wellness program, and sending opens /chat with the initialMessage", () => {
    const { location } = renderWithProviders(<ChatBarSection />);
    expect(screen.getByRole('heading', { level: 2, name: "Let's find your optimal wellness program" })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ask our wellness assistant' }), { target: { value: 'Spa in Japan' } });
    fireEvent.click(send);
    expect(location().pathname).toBe('/chat');
    expect(location().state).toEqual({ initialMessage: 'Spa in Japan' });
  });

  it('offers suggestions that start the chat', () => {
    const { location } = renderWithProviders(<ChatBarSection />);
    fireEvent.click(screen.getByRole('button', { name: 'A yoga retreat in Bali' }));
    expect(location().state).toEqual({ initialMessage: 'A yoga retreat in Bali' });
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveButton } from './SaveButton';

describe('SaveButton (the heart)', () => {
  it('is a toggle named for the program: Save … when not saved, Remove … from saved when saved', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(<SaveButton name="Alpine Reset" saved={false} onToggle={onToggle} />);
    const heart = screen.getByRole('button', { name: 'Save Alpine Reset' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<SaveButton name="Alpine Reset" saved onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Remove Alpine Reset from saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('works from the keyboard', async () => {
    const onToggle = jest.fn();
    render(<SaveButton name="Alpine Reset" saved={false} onToggle={onToggle} />);
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('does not follow the card link it sits on', () => {
    const onLink = jest.fn();
    render(
      <a href="/program" onClick={onLink}>
        <SaveButton name="Alpine Reset" saved={false} onToggle={() => undefined} />
      </a>,
    );
    const event = fireEvent.click(screen.getByRole('button'));
    expect(event).toBe(false); // default prevented
    expect(onLink).not.toHaveBeenCalled();
  });
});

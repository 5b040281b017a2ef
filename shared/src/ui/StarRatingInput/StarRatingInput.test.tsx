import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarRatingInput } from './StarRatingInput';

function Harness({ required = false, initial = null as number | null, onChange = (_: number | null) => {} }) {
  const [value, setValue] = useState<number | null>(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError(required && value === null ? 'Choose a rating from 1 to 5 stars.' : undefined);
      }}
    >
      <StarRatingInput
        label="Overall rating"
        required={required}
        value={value}
        error={error}
        onChange={(n) => {
          setValue(n);
          setError(undefined);
          onChange(n);
        }}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('StarRatingInput', () => {
  it('is a group named by its label, of five radios named by their stars', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Overall rating' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].forEach((name, i) => expect(radios[i]).toHaveAccessibleName(name));
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('is one Tab stop, and the Arrow keys move between the stars and choose them', async () => {
    const changes: (number | null)[] = [];
    const user = userEvent.setup();
    render(<Harness initial={3} onChange={(n) => changes.push(n)} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(changes).toEqual([4, 3, 2]);
    // The next Tab leaves the group (to "Clear rating", then Send): the five stars are one stop.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear rating' })).toHaveFocus();
  });

  it('chooses a star by click, and an optional rating can go back to none', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('5 stars'));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('when required: shows the mark, no way back to none, and its error read with the group until a star is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness required />);
    const group = screen.getByRole('group', { name: /Overall rating/ });
    expect(group).toHaveTextContent('*');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(group).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
    await user.click(screen.getByText('2 stars'));
    expect(group).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Choose a rating from 1 to 5 stars.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear rating' })).not.toBeInTheDocument();
  });
});

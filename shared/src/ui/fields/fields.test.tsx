import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { DateInput, todayIso } from './DateInput';
import { Select } from './Select';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input, marks it required and links hint and error through aria-describedby', () => {
    render(<TextField label="Email Address" name="email" type="email" required hint="We never share it" error="Please enter a valid email address" />);
    const input = screen.getByLabelText(/Email Address/);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email address');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is valid without an error and renders a textarea when multiline', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Message" multiline rows={5} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).not.toHaveAttribute('aria-invalid');
    await userEvent.type(area, 'Hello');
    expect(area).toHaveValue('Hello');
  });
});

describe('Select', () => {
  it('lists the options, with an optional placeholder, and reports errors', async () => {
    const onChange = jest.fn();
    render(
      <Select label="Language" placeholder="Choose" value="" onChange={onChange} error="Choose a language"
        options={[{ value: 'en', label: 'English' }, { value: 'es', label: 'Spanish' }, { value: 'fr', label: 'French' }]} />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a language');
    await userEvent.selectOptions(select, 'fr');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('DateInput', () => {
  it('is a native date input with a minimum date', () => {
    render(<DateInput label="Preferred Date" min="2030-01-01" />);
    const input = screen.getByLabelText('Preferred Date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2030-01-01');
  });

  it('todayIso formats local dates', () => {
    expect(todayIso(new Date(2031, 0, 5))).toBe('2031-01-05');
  });
});

describe('Checkbox', () => {
  it('toggles by its label', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Checkbox label="Enable Notifications" checked={on} onChange={(e) => setOn(e.target.checked)} />;
    }
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Enable Notifications' });
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Enable Notifications'));
    expect(box).not.toBeChecked();
  });
});

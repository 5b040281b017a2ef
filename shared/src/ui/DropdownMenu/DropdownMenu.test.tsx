import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from './DropdownMenu';

function setup() {
  const dashboard = jest.fn();
  const logout = jest.fn();
  render(
    <>
      <DropdownMenu
        label="Account menu"
        trigger={<span>JD</span>}
        header={<strong>Jane Doe</strong>}
        items={[
          { label: 'User Dashboard', onSelect: dashboard },
          { label: 'Preferences', onSelect: () => {} },
          { label: 'Logout', onSelect: logout },
        ]}
      />
      <p>Outside</p>
    </>,
  );
  return { dashboard, logout, trigger: screen.getByRole('button', { name: 'Account menu' }) };
}

describe('DropdownMenu', () => {
  it('is a menu button that opens onto its first item', async () => {
    const { trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'User Dashboard' })).toHaveFocus();
  });

  it('moves with arrows, Home, End and wraps; Enter selects and returns focus', async () => {
    const { trigger, logout } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'User Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'User Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(logout).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape with focus back on the trigger, and on an outside click', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('can mount open on its first enabled item (a menu loaded on its first press)', () => {
    render(
      <DropdownMenu
        label="Attach a file"
        trigger={<span>+</span>}
        defaultOpen
        items={[
          { label: 'Photo', onSelect: () => {}, disabled: true },
          { label: 'Document', onSelect: () => {} },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Attach a file' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Document' })).toHaveFocus();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { localeSet } from '@wellness/shared/contract';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { useToast } from '@wellness/shared/ui';
import { shellMessages } from '../messages';
import { ShellToasts } from './ShellToasts';

function Notify() {
  const toast = useToast();
  return <button type="button" onClick={() => toast.show('Enregistré')}>notify</button>;
}

describe("the shell's toasts", () => {
  it('name their regions and dismiss button in the page language (Spanish)', async () => {
    await shellMessages.load('es');
    const store = makeTestStore();
    store.dispatch(localeSet('es'));
    renderWithProviders(<ShellToasts><Notify /></ShellToasts>, { store });
    expect(screen.getByRole('status', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Alertas' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getByRole('button', { name: 'Cerrar la notificación' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { ShellErrorBoundary } from './ErrorPage';

function Broken(): never {
  throw new Error('boom');
}

describe('ShellErrorBoundary', () => {
  it('shows its children while they render', () => {
    renderWithProviders(<ShellErrorBoundary><p>The site</p></ShellErrorBoundary>);
    expect(screen.getByText('The site')).toBeInTheDocument();
  });

  it('shows the error page, with a refresh, when the shell fails to render', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ShellErrorBoundary><Broken /></ShellErrorBoundary>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('We apologize for the inconvenience. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[shell] render error:', expect.any(Error), expect.any(String));
    logged.mockRestore();
  });
});

import { SaveButton, type SaveButtonProps } from '@wellness/shared/ui';
import { useSaveProgram } from './useSaveProgram';

/** The heart of a program, wired to the account's saved programs (or to sign-in when signed out). */
export function SaveProgramButton({ program, ...rest }: { program: { id: string; name: string } } & Omit<SaveButtonProps, 'name' | 'saved' | 'onToggle'>) {
  const { saved, toggle } = useSaveProgram(program);
  return <SaveButton {...rest} name={program.name} saved={saved} onToggle={toggle} />;
}

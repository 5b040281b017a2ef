import { DropdownMenu } from '@wellness/shared/ui';
import { CameraIcon, DocumentIcon, ImageIcon, PaperclipIcon } from '../icons';
import type { TFunction } from '@wellness/shared/i18n';

export type AttachKind = 'photo' | 'document' | 'camera';

/** The attach menu (Photo, Document, Camera), loaded on the first press of its button and opened at once. */
export default function AttachMenu({ onChoose, triggerClassName, t }: { onChoose: (kind: AttachKind) => void; triggerClassName?: string; t: TFunction }) {
  return (
    <DropdownMenu
      label={t('attach')}
      align="start"
      defaultOpen
      triggerClassName={triggerClassName}
      trigger={<PaperclipIcon />}
      items={[
        { label: t('photo'), icon: <ImageIcon />, onSelect: () => onChoose('photo') },
        { label: t('document'), icon: <DocumentIcon />, onSelect: () => onChoose('document') },
        { label: t('camera'), icon: <CameraIcon />, onSelect: () => onChoose('camera') },
      ]}
    />
  );
}

import { DropdownMenu } from '@wellness/shared/ui';
import { CameraIcon, DocumentIcon, ImageIcon, PaperclipIcon } from '../icons';

export type AttachKind = 'photo' | 'document' | 'camera';

/** The attach menu (Photo, Document, Camera), loaded on the first press of its button and opened at once. */
export default function AttachMenu({ onChoose, triggerClassName }: { onChoose: (kind: AttachKind) => void; triggerClassName?: string }) {
  return (
    <DropdownMenu
      label="Attach a file"
      align="start"
      defaultOpen
      triggerClassName={triggerClassName}
      trigger={<PaperclipIcon />}
      items={[
        { label: 'Photo', icon: <ImageIcon />, onSelect: () => onChoose('photo') },
        { label: 'Document', icon: <DocumentIcon />, onSelect: () => onChoose('document') },
        { label: 'Camera', icon: <CameraIcon />, onSelect: () => onChoose('camera') },
      ]}
    />
  );
}

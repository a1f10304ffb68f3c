import { DismissRegular, EditRegular } from '@fluentui/react-icons';
import { IconButton } from '../../../components/icon-button';
import { detailTexts as texts } from './detail-texts';

/** A detail card's edit toggle (part 2 §4: the pencil turns into a close icon while editing). */
export function DetailEditToggle({ editing, what, onOpen, onClose }: { editing: boolean; what: string; onOpen: () => void; onClose: () => void }) {
  return editing ? (
    <IconButton icon={<DismissRegular />} label={texts.closeEdit} variant="link" onClick={onClose} />
  ) : (
    <IconButton icon={<EditRegular />} label={`${texts.edit} ${what.toLowerCase()}`} variant="link" onClick={onOpen} />
  );
}

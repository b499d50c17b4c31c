import { Dialog } from '../common/Dialog.tsx';

/** An end-of-play bonus, as the sheet explains it. */
export function BonusNote({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <Dialog
      title="End of play"
      onClose={onClose}
      actions={
        <button type="button" className="primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}

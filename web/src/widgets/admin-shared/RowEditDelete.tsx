import { IconButton } from '../../ui';
import { TrashIcon } from '../../ui/icons';
import { PencilIcon } from '../../ui/icons/admin-icons';

/** The pencil and bin of a row an admin manages (categories, sub-categories, sections), named after the row for screen readers. */
export function RowEditDelete({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon />
      </IconButton>
      <IconButton variant="danger" aria-label={`Delete ${name}`} onClick={onDelete}>
        <TrashIcon />
      </IconButton>
    </>
  );
}

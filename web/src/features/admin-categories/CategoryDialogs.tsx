import type { Category, SubCategory } from '@pitchside/shared';
import { checkedOf, Field, FormActions, Select, useForm } from '../../ui';
import { saveAdminRow } from '../../widgets/admin-shared/admin-actions';
import { AdminRowDialog, DescriptionAndOrderFields, type Editing } from '../../widgets/admin-shared/AdminRowDialog';
import { categoryBody, subCategoryBody, type CategoryFormValues, type SubCategoryFormValues } from './category-forms';

type CategoryDialogProps = { editing: Editing<Category> | null; onClose: () => void; onSaved: () => void };

export function CategoryDialog({ editing, onClose, onSaved }: CategoryDialogProps) {
  return (
    <AdminRowDialog editing={editing} noun="Category" onClose={onClose}>
      {(shown) => <CategoryForm editing={shown} onCancel={onClose} onSaved={onSaved} />}
    </AdminRowDialog>
  );
}

function CategoryForm({ editing, onCancel, onSaved }: { editing: Editing<Category>; onCancel: () => void; onSaved: () => void }) {
  const row = editing.mode === 'edit' ? editing.row : null;
  const form = useForm<CategoryFormValues>({
    name: row?.name ?? '',
    description: row?.description ?? '',
    displayOrder: String(row?.displayOrder ?? 0),
  });
  const submit = form.submit({
    check: (values) => checkedOf(categoryBody(values, editing.mode)),
    ...saveAdminRow('/api/categories', 'category', row, onSaved),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Name" required autoComplete="off" placeholder="e.g. Attacking" {...form.bind('name')} />
      <DescriptionAndOrderFields bind={form.bind} />
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel={row ? 'Save Category' : 'Add Category'} pendingLabel="Saving..." />
    </form>
  );
}

type SubCategoryDialogProps = {
  editing: Editing<SubCategory> | null;
  /** The categories a sub-category may sit under. */
  categories: Category[];
  /** Pre-selected parent when adding from a category's own row. */
  defaultCategoryId?: string;
  onClose: () => void;
  onSaved: () => void;
};

export function SubCategoryDialog({ editing, categories, defaultCategoryId, onClose, onSaved }: SubCategoryDialogProps) {
  return (
    <AdminRowDialog editing={editing} noun="Sub-Category" onClose={onClose}>
      {(shown) => (
        <SubCategoryForm editing={shown} categories={categories} defaultCategoryId={defaultCategoryId} onCancel={onClose} onSaved={onSaved} />
      )}
    </AdminRowDialog>
  );
}

type SubCategoryFormProps = {
  editing: Editing<SubCategory>;
  categories: Category[];
  defaultCategoryId: string | undefined;
  onCancel: () => void;
  onSaved: () => void;
};

function SubCategoryForm({ editing, categories, defaultCategoryId, onCancel, onSaved }: SubCategoryFormProps) {
  const row = editing.mode === 'edit' ? editing.row : null;
  const form = useForm<SubCategoryFormValues>({
    name: row?.name ?? '',
    description: row?.description ?? '',
    displayOrder: String(row?.displayOrder ?? 0),
    categoryId: row?.categoryId ?? defaultCategoryId ?? '',
  });
  const submit = form.submit({
    check: (values) => checkedOf(subCategoryBody(values, editing.mode)),
    ...saveAdminRow('/api/sub-categories', 'sub-category', row, onSaved),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Name" required autoComplete="off" placeholder="e.g. Penetration" {...form.bind('name')} />
      <Select
        label="Category"
        required
        name="categoryId"
        placeholder="Select a category"
        value={form.values.categoryId}
        error={form.errors.categoryId}
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(e) => form.change({ categoryId: e.target.value })}
      />
      <DescriptionAndOrderFields bind={form.bind} />
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel={row ? 'Save Sub-Category' : 'Add Sub-Category'} pendingLabel="Saving..." />
    </form>
  );
}

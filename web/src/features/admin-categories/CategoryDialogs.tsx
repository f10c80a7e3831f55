import { useState, type FormEvent } from 'react';
import type { Category, SubCategory } from '@pitchside/shared';
import { Button, Dialog, DialogFooter, Field, Select, TextArea, toast } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { issuesByField, serverFieldErrors, type FormErrors, focusFirstError } from '../admin-shared/admin-actions';
import { categoryBody, subCategoryBody, type CategoryFormValues, type SubCategoryFormValues } from './category-forms';

/** What a dialog is doing: adding a new row, or editing this one. */
export type Editing<T> = { mode: 'create' } | { mode: 'edit'; row: T };

type TextKey = 'name' | 'description' | 'displayOrder';

function useFormValues<V extends CategoryFormValues>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((errs) => ({ ...errs, [key]: undefined }));
  };
  const bind = (key: TextKey) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  return { values, errors, setErrors, pending, setPending, set, bind };
}

type CategoryDialogProps = { editing: Editing<Category> | null; onClose: () => void; onSaved: () => void };

export function CategoryDialog({ editing, onClose, onSaved }: CategoryDialogProps) {
  return (
    <Dialog open={editing !== null} onClose={onClose} closeOnBackdrop={false} title={editing?.mode === 'edit' ? 'Edit Category' : 'Add Category'}>
      {editing ? <CategoryForm editing={editing} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function CategoryForm({ editing, onCancel, onSaved }: { editing: Editing<Category>; onCancel: () => void; onSaved: () => void }) {
  const row = editing.mode === 'edit' ? editing.row : null;
  const form = useFormValues<CategoryFormValues>({
    name: row?.name ?? '',
    description: row?.description ?? '',
    displayOrder: String(row?.displayOrder ?? 0),
  });
  const verb = editing.mode === 'create' ? 'create' : 'update';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = categoryBody(form.values, editing.mode);
    if (!body.success) {
      form.setErrors(issuesByField(body.error));
      focusFirstError(event.currentTarget);
      return;
    }
    form.setPending(true);
    try {
      if (row) await api.put(`/api/categories/${row.id}`, body.data);
      else await api.post('/api/categories', body.data);
      toast({ title: row ? 'Category updated' : 'Category created', variant: 'success' });
      onSaved();
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toast({ title: 'Error', description: errorMessage(error, `Failed to ${verb} category`), variant: 'destructive' });
      form.setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field label="Name" required autoComplete="off" placeholder="e.g. Attacking" {...form.bind('name')} />
      <TextArea label="Description" rows={3} {...form.bind('description')} />
      <Field label="Display Order" type="number" inputMode="numeric" step={1} hint="Lower numbers come first." {...form.bind('displayOrder')} />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" pending={form.pending} pendingLabel="Saving...">
          {row ? 'Save Category' : 'Add Category'}
        </Button>
      </DialogFooter>
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
    <Dialog open={editing !== null} onClose={onClose} closeOnBackdrop={false} title={editing?.mode === 'edit' ? 'Edit Sub-Category' : 'Add Sub-Category'}>
      {editing ? (
        <SubCategoryForm
          editing={editing}
          categories={categories}
          defaultCategoryId={defaultCategoryId}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
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
  const form = useFormValues<SubCategoryFormValues>({
    name: row?.name ?? '',
    description: row?.description ?? '',
    displayOrder: String(row?.displayOrder ?? 0),
    categoryId: row?.categoryId ?? defaultCategoryId ?? '',
  });
  const verb = editing.mode === 'create' ? 'create' : 'update';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = subCategoryBody(form.values, editing.mode);
    if (!body.success) {
      form.setErrors(issuesByField(body.error));
      focusFirstError(event.currentTarget);
      return;
    }
    form.setPending(true);
    try {
      if (row) await api.put(`/api/sub-categories/${row.id}`, body.data);
      else await api.post('/api/sub-categories', body.data);
      toast({ title: row ? 'Sub-category updated' : 'Sub-category created', variant: 'success' });
      onSaved();
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toast({ title: 'Error', description: errorMessage(error, `Failed to ${verb} sub-category`), variant: 'destructive' });
      form.setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field label="Name" required autoComplete="off" placeholder="e.g. Penetration" {...form.bind('name')} />
      <Select
        label="Category"
        required
        name="categoryId"
        placeholder="Select a category"
        value={form.values.categoryId}
        error={form.errors.categoryId}
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(e) => form.set('categoryId', e.target.value)}
      />
      <TextArea label="Description" rows={3} {...form.bind('description')} />
      <Field label="Display Order" type="number" inputMode="numeric" step={1} hint="Lower numbers come first." {...form.bind('displayOrder')} />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" pending={form.pending} pendingLabel="Saving...">
          {row ? 'Save Sub-Category' : 'Add Sub-Category'}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { useState } from 'react';
import {
  canOn,
  categoriesResponseSchema,
  subCategoriesResponseSchema,
  type Category,
  type SubCategory,
} from '@pitchside/shared';
import { Badge, Button, Card, EmptyState, PageHeader } from '../../ui';
import { PlusIcon } from '../../ui/icons';
import { useIdSet } from '../../ui/use-id-set';
import { CategoriesIcon, ChevronIcon } from '../../ui/icons/admin-icons';
import { api } from '../../data/api';
import { useSession } from '../../data/session';
import { requestSync } from '../../data/sync-scheduler';
import { useApiQuery } from '../../widgets/admin-shared/use-api-query';
import { AdminGate } from '../../widgets/admin-shared/AdminGate';
import { useRowActions } from '../../widgets/admin-shared/admin-actions';
import { RowEditDelete } from '../../widgets/admin-shared/RowEditDelete';
import { CategoryDialog, SubCategoryDialog } from './CategoryDialogs';
import type { Editing } from '../../widgets/admin-shared/AdminRowDialog';
import { categoryTree, subCategoryCount, type CategoryNode } from './category-tree';
import '../../widgets/admin-shared/admin.css';
import './CategoryManagement.css';

/**
 * Category Management (/admin/categories, docs/spec/accounts.md section 2). Super admins manage the
 * global tree; org admins manage their own organization's rows beside the global ones.
 */
export function CategoryManagement() {
  const categories = useApiQuery('/api/categories', categoriesResponseSchema);
  const subCategories = useApiQuery('/api/sub-categories', subCategoriesResponseSchema);
  const reload = async () => {
    await Promise.all([categories.reload(), subCategories.reload()]);
    // Categories are also synced to devices (library filters); bring this device's copy up to date.
    requestSync();
  };
  return (
    <AdminGate queries={[categories, subCategories]} what="categories">
      {() => <CategoryManagementView categories={categories.data ?? []} subCategories={subCategories.data ?? []} reload={reload} />}
    </AdminGate>
  );
}
export default CategoryManagement;

type ViewProps = { categories: Category[]; subCategories: SubCategory[]; reload: () => Promise<void> };

function CategoryManagementView({ categories, subCategories, reload }: ViewProps) {
  const user = useSession((s) => s.user);
  const [editingCategory, setEditingCategory] = useState<Editing<Category> | null>(null);
  const [editingSub, setEditingSub] = useState<Editing<SubCategory> | null>(null);
  const [parentForNew, setParentForNew] = useState<string | undefined>(undefined);
  const [open, toggle] = useIdSet();
  const tree = categoryTree(categories, subCategories);
  const manages = (row: { organizationId: string | null }) => canOn(user, 'manageCategory', row);

  const addSubCategory = (categoryId?: string) => {
    setParentForNew(categoryId);
    setEditingSub({ mode: 'create' });
  };

  const { run } = useRowActions(reload);

  const deleteCategory = (node: CategoryNode) =>
    run(node.category.id, () => api.delete(`/api/categories/${node.category.id}`), {
      confirm: {
        question: `Delete the category "${node.category.name}"?`,
        title: 'Delete category',
        detail: `Its sub-categories are deleted too (${subCategoryCount(node.subCategories.length)}). This action cannot be undone.`,
        confirmLabel: 'Delete',
      },
      success: 'Category deleted',
      failureTitle: 'Error',
      fallback: 'Failed to delete category',
    });

  const deleteSubCategory = (sub: SubCategory) =>
    run(sub.id, () => api.delete(`/api/sub-categories/${sub.id}`), {
      confirm: { question: `Delete the sub-category "${sub.name}"?`, title: 'Delete sub-category', detail: 'This action cannot be undone.', confirmLabel: 'Delete' },
      success: 'Sub-category deleted',
      failureTitle: 'Error',
      fallback: 'Failed to delete sub-category',
    });

  const ownerBadge = (row: { organizationId: string | null }) => {
    if (row.organizationId === null) return user?.role === 'admin' ? null : <Badge colour="grey">Global</Badge>;
    return <Badge colour="blue">{row.organizationId === user?.organizationId ? 'Your organization' : 'Organization'}</Badge>;
  };

  /** Who owns a category or sub-category, its order, and its pencil and bin when this admin manages it. */
  const rowMeta = (row: Category | SubCategory, onEdit: () => void, onDelete: () => void) => (
    <div className="category-card__meta">
      {ownerBadge(row)}
      <span className="category-card__order">Order {row.displayOrder}</span>
      {manages(row) ? <RowEditDelete name={row.name} onEdit={onEdit} onDelete={onDelete} /> : null}
    </div>
  );

  return (
    <div className="page admin-page stack gap-6">
      <PageHeader
        title="Category Management"
        description="Categories and sub-categories organise the activity library and its filters."
        back={user?.role === 'admin' ? '/admin' : '/org-admin'}
        backLabel="Back to Admin"
        actions={
          <>
            <Button icon={<PlusIcon />} onClick={() => setEditingCategory({ mode: 'create' })}>
              Add Category
            </Button>
            <Button variant="secondary" icon={<PlusIcon />} onClick={() => addSubCategory()} disabled={categories.length === 0}>
              Add Sub-Category
            </Button>
          </>
        }
      />

      {tree.length === 0 ? (
        <EmptyState icon={<CategoriesIcon />} title="No categories found. Create your first category to get started." />
      ) : (
        <ul className="category-list list-bare stack gap-3" aria-label="Categories">
          {tree.map((node) => {
            const { category } = node;
            const expanded = open.has(category.id);
            const panelId = `category-panel-${category.id}`;
            return (
              <li key={category.id}>
                <Card className="category-card" data-category={category.name}>
                  <div className="category-card__head row gap-2">
                    <button
                      type="button"
                      className="category-card__toggle"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => toggle(category.id)}
                    >
                      <ChevronIcon open={expanded} />
                      <span className="category-card__title">
                        <span className="category-card__name">{category.name}</span>
                        <span className="category-card__count">{subCategoryCount(node.subCategories.length)}</span>
                      </span>
                    </button>
                    {rowMeta(
                      category,
                      () => setEditingCategory({ mode: 'edit', row: category }),
                      () => void deleteCategory(node),
                    )}
                  </div>
                  {expanded ? (
                    <div id={panelId} className="category-card__body stack gap-3">
                      {category.description ? <p className="category-card__description">{category.description}</p> : null}
                      {node.subCategories.length === 0 ? (
                        <p className="category-card__empty">No sub-categories yet.</p>
                      ) : (
                        <ul className="sub-category-list list-bare stack gap-3" aria-label={`Sub-categories of ${category.name}`}>
                          {node.subCategories.map((sub) => (
                            <li key={sub.id} className="sub-category row gap-2" data-sub-category={sub.name}>
                              <div className="sub-category__text">
                                <span className="sub-category__name">{sub.name}</span>
                                {sub.description ? <span className="sub-category__description">{sub.description}</span> : null}
                              </div>
                              {rowMeta(
                                sub,
                                () => setEditingSub({ mode: 'edit', row: sub }),
                                () => void deleteSubCategory(sub),
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                      <Button variant="ghost" size="sm" icon={<PlusIcon />} onClick={() => addSubCategory(category.id)}>
                        Add sub-category to {category.name}
                      </Button>
                    </div>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <CategoryDialog
        editing={editingCategory}
        onClose={() => setEditingCategory(null)}
        onSaved={() => {
          setEditingCategory(null);
          void reload();
        }}
      />
      <SubCategoryDialog
        editing={editingSub}
        categories={tree.map((n) => n.category)}
        defaultCategoryId={parentForNew}
        onClose={() => setEditingSub(null)}
        onSaved={() => {
          setEditingSub(null);
          void reload();
        }}
      />
    </div>
  );
}

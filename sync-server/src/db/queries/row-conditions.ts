import { sql, type RawBuilder } from 'kysely';

/**
 * SQL conditions on a synced table's own columns. The domain picks which one applies
 * (visibility, what a delete sweeps); the SQL itself stays here.
 */
export type RowCondition = RawBuilder<boolean>;

export function ofOrganization(organizationId: string): RowCondition {
  return sql<boolean>`organization_id = ${organizationId}`;
}

/** The organization's rows plus the global ones (organization_id null). */
export function ofOrganizationOrGlobal(organizationId: string): RowCondition {
  return sql<boolean>`(organization_id IS NULL OR organization_id = ${organizationId})`;
}

export function noRows(): RowCondition {
  return sql<boolean>`1 = 0`;
}

export function withId(id: string): RowCondition {
  return sql<boolean>`id = ${id}`;
}

export function ofCoachGroup(groupId: string): RowCondition {
  return sql<boolean>`group_id = ${groupId}`;
}

export function ofCategory(categoryId: string): RowCondition {
  return sql<boolean>`category_id = ${categoryId}`;
}

/** Sub-categories of the organization, and those hanging under its categories. */
export function subCategoriesOfOrganization(organizationId: string): RowCondition {
  return sql<boolean>`(organization_id = ${organizationId} OR category_id IN (SELECT id FROM categories WHERE organization_id = ${organizationId}))`;
}

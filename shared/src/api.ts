import { z } from 'zod';
import {
  abilityLevelSchema,
  dayNameSchema,
  organizationTypeSchema,
  roleSchema,
  settableSubscriptionStatusSchema,
  userStatusSchema,
} from './drills/vocabulary-schema';
import { ageBandSchema, partialDrillProfileSchema, practiceTypeSchema } from './drills/drill-profile-schema';
import {
  activitySchema,
  categorySchema,
  coachGroupSchema,
  playerPositionSchema,
  playerSchema,
  currentUserSchema,
  idSchema,
  isoDateSchema,
  organizationSchema,
  scheduleEntrySchema,
  sectionSchema,
  sessionSchema,
  subCategorySchema,
  troubleshootingEntrySchema,
  userFlagsSchema,
  userSchema,
} from './entities';
import { activityDurationsSchema, SESSION_LIMITS, sessionPhaseSchema } from './sessions/session-plan-schema';
import { assignableRoles } from './accounts/registration-approval';
import { trainingTimeFields } from './schedule/training-time-schema';

/**
 * Payloads and answers of both call tables (section 7 of docs/spec/coaching.md and docs/spec/accounts.md),
 * plus the calls of docs/architecture.md. The server validates with these; the web client types with them.
 */

/** Every error answer: `{ message, code, fields? }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

const emailMessage = 'Please enter a valid email address';
const email = z.string({ error: emailMessage }).trim().toLowerCase().email(emailMessage);
const passwordMessage = 'Password must be at least 6 characters';
const loginPassword = z.string({ error: passwordMessage }).min(6, passwordMessage).max(200);
// A missing field gets the same message as an empty one (forms leave empty fields out).
const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max = 2000) => z.string().trim().max(max).default('');
/**
 * A display order: a whole number, or its text from a form field ("3"). Not z.coerce:
 * that would take true, null or [] as 1 or 0 instead of refusing them.
 */
const displayOrderMessage = 'Display order must be a whole number';
const displayOrder = z
  .union([z.number(), z.string().trim().regex(/^-?\d+$/, displayOrderMessage).transform(Number)], { error: displayOrderMessage })
  .pipe(z.number({ error: displayOrderMessage }).int(displayOrderMessage).min(-1_000_000, displayOrderMessage).max(1_000_000, displayOrderMessage));

// ---- auth ----
export const loginRequestSchema = z.object({ email, password: loginPassword });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ token: z.string(), user: currentUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  email,
  password: loginPassword,
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  organizationName: requiredText('Organization name is required'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({ message: z.string(), status: userStatusSchema });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1),
  newPassword: loginPassword,
});

// ---- admin ----
export const adminUserSchema = userSchema.extend({ organizationName: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const createUserRequestSchema = z
  .object({
    email,
    password: loginPassword,
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    organizationId: idSchema,
    role: z.enum(['coach', 'admin', 'org_admin']),
  })
  .extend(userFlagsSchema.partial().shape);
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const createOrganizationWithAdminRequestSchema = z.object({
  name: requiredText('Organization name is required'),
  type: organizationTypeSchema.default('subscriber'),
  contactEmail: email,
  hasUnitedFcLibraryAccess: z.boolean().default(true),
  adminUser: z.object({
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    email,
    password: z.string().min(8, 'Password must be at least 8 characters').max(200),
  }),
});
export type CreateOrganizationWithAdminRequest = z.infer<typeof createOrganizationWithAdminRequestSchema>;

/** An org admin's settings of their own club. */
export const organizationSettingsSchema = z.object({ coachesSeeAllGroups: z.boolean() }).strict();
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

export const updateFlagsRequestSchema = userFlagsSchema.partial().strict();
export type UpdateFlagsRequest = z.infer<typeof updateFlagsRequestSchema>;
/** The permissions body: the spec's `{ flags }`, or the flags at top level; both mean the same. */
// Unwrapped before parsing (not a union) so a wrong flag is named in the error, not "Invalid input".
export const permissionsRequestSchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && 'flags' in body
      ? body.flags
      : body,
  updateFlagsRequestSchema,
);
export const organizationWithAdminResponseSchema = z.object({
  organization: organizationSchema,
  adminUser: adminUserSchema,
});
export type OrganizationWithAdminResponse = z.infer<typeof organizationWithAdminResponseSchema>;
export const updateUserStatusRequestSchema = z.object({ status: userStatusSchema });
export const updateUserRoleRequestSchema = z.object({ role: z.enum(assignableRoles) });
export type UpdateUserRoleRequest = z.infer<typeof updateUserRoleRequestSchema>;
export const approveRegistrationResponseSchema = z.object({
  user: adminUserSchema,
  organization: organizationSchema,
  /** The registrant was made the org admin of the club they registered. */
  madeOrgAdmin: z.boolean(),
});
export type ApproveRegistrationResponse = z.infer<typeof approveRegistrationResponseSchema>;
export const updateOrganizationStatusRequestSchema = z.object({ status: settableSubscriptionStatusSchema });
export const updateOrganizationPermissionsRequestSchema = z.object({ hasUnitedFcLibraryAccess: z.boolean() });

// ---- org admin ----
export const createCoachRequestSchema = z
  .object({
    firstName: requiredText('Please fill in all required fields', 100),
    lastName: requiredText('Please fill in all required fields', 100),
    email,
    password: loginPassword,
  })
  .extend(userFlagsSchema.partial().shape);
export type CreateCoachRequest = z.infer<typeof createCoachRequestSchema>;

// ---- categories, sub-categories, sections ----
// A category's and a sub-category's fields, each with its limits once. Create fills in what is
// left out; an update keeps the stored value of a field it leaves out, so it has no defaults
// (zod 4 applies defaults inside optional, so `.partial()` of the create schema would reset them).
const categoryFields = {
  name: requiredText('Category name is required', 100),
  description: z.string().trim().max(2000),
  displayOrder,
  organizationId: idSchema.nullable(),
};
const createDefaults = {
  description: categoryFields.description.default(''),
  displayOrder: displayOrder.default(0),
  organizationId: categoryFields.organizationId.default(null),
};
export const createCategoryRequestSchema = z.object({ ...categoryFields, ...createDefaults });
export const updateCategoryRequestSchema = z.object(categoryFields).partial();

const subCategoryFields = {
  name: requiredText('Sub-category name is required', 100),
  description: categoryFields.description,
  categoryId: idSchema,
  displayOrder,
  organizationId: categoryFields.organizationId,
};
const subCategoryRequired = 'Sub-category name and category are required';
export const createSubCategoryRequestSchema = z.object({
  ...subCategoryFields,
  ...createDefaults,
  name: requiredText(subCategoryRequired, 100),
  categoryId: z.string({ error: subCategoryRequired }).min(1, subCategoryRequired).pipe(idSchema),
});
export const updateSubCategoryRequestSchema = z.object(subCategoryFields).partial();

export const createSectionRequestSchema = z.object({
  name: requiredText('Section name is required', 100),
  description: optionalText(),
  displayOrder: displayOrder.optional(),
});
export const updateSectionRequestSchema = z
  .object({
    name: requiredText('Section name is required', 100),
    description: z.string().trim().max(2000),
    displayOrder,
  })
  .partial();

// ---- activities ----
export const activityQuerySchema = z.object({
  search: z.string().max(200).optional(),
  /** A sub-category name, or 'category:{name}' for a whole category. */
  category: z.string().max(200).optional(),
  abilityLevel: abilityLevelSchema.optional(),
  /** Drills offered to this age band (activities without drill details never match). */
  ageBand: ageBandSchema.optional(),
  /** Drills that work with this many players (between the profile's min and max). */
  players: z.coerce.number().int().min(1).max(40).optional(),
  practiceType: practiceTypeSchema.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

const textList = z.array(z.string().trim().max(1000)).max(50).transform((l) => l.filter((s) => s.length > 0));

/** The fields of the activity form (multipart on the wire: lists arrive as JSON text). */
export const activityInputSchema = z.object({
  title: requiredText('Activity title is required.'),
  category: requiredText('Category is required.'),
  abilityLevel: abilityLevelSchema,
  setup: z.string().trim().max(5000).default(''),
  instructions: z.string().trim().max(5000).default(''),
  coachingPoints: textList.default([]),
  playerNumberAdaptations: textList.default([]),
  simplifyTips: textList.default([]),
  progressTips: textList.default([]),
  variationTips: textList.default([]),
  troubleshootTips: textList.default([]),
  troubleshooting: z.array(troubleshootingEntrySchema).max(20).default([]),
  /** Optional drill details; null clears them. */
  profile: partialDrillProfileSchema.nullable().default(null),
});
export type ActivityInput = z.infer<typeof activityInputSchema>;
/** Create also requires setup and instructions (docs/spec/accounts.md section 5). */
export const createActivityInputSchema = activityInputSchema.extend({
  setup: requiredText('Setup instructions are required.', 5000),
  instructions: requiredText('Activity instructions are required.', 5000),
});

export const adaptationsSchema = z.object({
  simplify: z.array(z.string()),
  progress: z.array(z.string()),
  variation: z.array(z.string()),
  troubleshoot: z.array(z.string()),
});
export type Adaptations = z.infer<typeof adaptationsSchema>;

// ---- sessions ----
export const sessionInputSchema = z.object({
  id: idSchema.optional(),
  title: z.string().trim().max(SESSION_LIMITS.titleLength).default(''),
  description: z.string().trim().max(SESSION_LIMITS.descriptionLength).default(''),
  focus: z.string().trim().max(SESSION_LIMITS.focusLength).default(''),
  abilityLevel: abilityLevelSchema.default('Beginner'),
  playerCount: z.number().int().min(0).max(200).nullable().default(null),
  duration: z.number().int().min(0).max(24 * 60).default(0),
  spaceAvailable: z.string().trim().max(SESSION_LIMITS.spaceLength).nullable().default(null),
  activityIds: z.array(idSchema).max(SESSION_LIMITS.activities),
  activityDurations: activityDurationsSchema,
  /** Parallel to activityIds; left out (older devices and callers), every activity is in the Main phase. */
  activityPhases: z.array(sessionPhaseSchema).max(SESSION_LIMITS.activities).optional(),
  notes: z.string().max(SESSION_LIMITS.notesLength).default(''),
  isActive: z.boolean().default(true),
  currentActivityIndex: z.number().int().min(0).default(0),
  savedToLibrary: z.boolean().default(true),
  /**
   * The coach group it is planned for; one that is not the club's is not kept (the session
   * still is). Optional: devices from before send none.
   */
  groupId: idSchema.nullable().optional(),
});
export type SessionInput = z.infer<typeof sessionInputSchema>;

export const sessionUpdateSchema = z
  .object({
    status: z.enum(['completed']).nullable(),
    notes: z.string().max(SESSION_LIMITS.notesLength),
    currentActivityIndex: z.number().int().min(0),
    isActive: z.boolean(),
    title: z.string().trim().max(SESSION_LIMITS.titleLength),
    description: z.string().trim().max(SESSION_LIMITS.descriptionLength),
    // Editing a saved session's plan: the three lists travel together (the server checks
    // they stay parallel) and the total duration is recomputed from the minutes.
    spaceAvailable: z.string().trim().max(SESSION_LIMITS.spaceLength).nullable(),
    activityIds: z.array(idSchema).max(SESSION_LIMITS.activities),
    activityDurations: activityDurationsSchema,
    activityPhases: z.array(sessionPhaseSchema).max(SESSION_LIMITS.activities),
  })
  .partial();
export type SessionUpdate = z.infer<typeof sessionUpdateSchema>;

// ---- coach groups and schedule ----
export const coachGroupInputSchema = z.object({ name: requiredText('Group name is required', 100) });
/** The coaches of a group, as the org admin ticks them (the whole list each time). */
export const groupCoachesInputSchema = z.object({
  coachIds: z
    .array(z.string().uuid('Choose coaches of your organization'))
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'A coach is listed twice'),
});
export type GroupCoachesInput = z.infer<typeof groupCoachesInputSchema>;

// ---- roster ----
const shirtMessage = 'Shirt number must be a whole number from 1 to 99';
/** A player as the roster form and the player.create/update mutations send it. */
export const playerInputSchema = z.object({
  name: requiredText('Player name is required', 100),
  shirtNumber: z.number({ error: shirtMessage }).int(shirtMessage).min(1, shirtMessage).max(99, shirtMessage).nullable().default(null),
  position: playerPositionSchema.nullable().default(null),
});
export type PlayerInput = z.infer<typeof playerInputSchema>;

export const playersResponseSchema = z.array(playerSchema);

// The schedule dialog's words (docs/spec/coaching.md section 5) for a request that lacks a choice.
const missingChoice = 'Please select a coach group and date';
const missingRange = 'Please select start date, end date, and days of week.';
const chosenId = z.string({ error: missingChoice }).uuid(missingChoice);
const chosenDate = (message: string) => z.string({ error: message }).min(1, message).pipe(isoDateSchema);

export const scheduleDateRequestSchema = z.object({
  sessionId: chosenId,
  date: chosenDate('Please select a date.'),
  groupId: chosenId,
  ...trainingTimeFields,
});
export type ScheduleDateRequest = z.infer<typeof scheduleDateRequestSchema>;

export const scheduleRangeRequestSchema = z.object({
  sessionId: chosenId,
  startDate: chosenDate(missingRange),
  endDate: chosenDate(missingRange),
  groupId: chosenId,
  daysOfWeek: z.array(dayNameSchema, { error: missingRange }).min(1, missingRange),
  ...trainingTimeFields,
});
export type ScheduleRangeRequest = z.infer<typeof scheduleRangeRequestSchema>;

/** Run a scheduled session: the copy's content (as for View Session) and the entry it runs for. */
export const scheduleRunRequestSchema = sessionInputSchema.omit({ id: true, savedToLibrary: true }).extend({
  scheduleEntryId: idSchema,
});
export type ScheduleRunRequest = z.infer<typeof scheduleRunRequestSchema>;

export const scheduleAssignRequestSchema = z.object({
  sessionId: z.string({ error: 'Please choose a session' }).uuid('Please choose a session'),
});
export type ScheduleAssignRequest = z.infer<typeof scheduleAssignRequestSchema>;

export const weeklyScheduleQuerySchema = z.object({ weekStart: isoDateSchema.optional() });
export const weeklyScheduleResponseSchema = z.array(scheduleEntrySchema);

// ---- contact ----
export const trialRequestSchema = z.object({
  name: requiredText('Name is required'),
  email,
  organization: requiredText('Organization is required'),
  role: z.string().trim().max(200).default(''),
  players: z.string().trim().max(50).default(''),
  message: z.string().trim().max(5000).default(''),
});
export type TrialRequest = z.infer<typeof trialRequestSchema>;

export const salesContactSchema = z.object({
  name: requiredText('Name is required'),
  email,
  organization: requiredText('Organization is required'),
  message: requiredText('Message is required', 5000),
});
export type SalesContact = z.infer<typeof salesContactSchema>;

// ---- list answers ----
export const activitiesResponseSchema = z.array(activitySchema);
export const categoriesResponseSchema = z.array(categorySchema);
export const subCategoriesResponseSchema = z.array(subCategorySchema);
export const sessionsResponseSchema = z.array(sessionSchema);
export const coachGroupsResponseSchema = z.array(coachGroupSchema);
export const sectionsResponseSchema = z.array(sectionSchema);
export const organizationsResponseSchema = z.array(organizationSchema);
export const adminUsersResponseSchema = z.array(adminUserSchema);
export const coachesResponseSchema = z.array(userSchema);
export const changePasswordResponseSchema = loginResponseSchema;
export const troubleshootingResponseSchema = z.array(troubleshootingEntrySchema);
export const createdResponseSchema = z.object({ id: idSchema });
export const okResponseSchema = z.object({ ok: z.literal(true) });
export { roleSchema };

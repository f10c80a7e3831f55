import { z } from 'zod';
import { idSchema, organizationSchema, timestampSchema } from '../entities';
import { createInviteResponseSchema } from './invites';

/**
 * Trial and sales requests from the landing page, as the super admin's inbox: each is new,
 * contacted, converted (a club was made from it) or closed.
 */
export const leadStatuses = ['new', 'contacted', 'converted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** Still waiting on the provider: counted on the super admin's home. */
export const openLeadStatuses: readonly LeadStatus[] = ['new', 'contacted'];

export const leadSchema = z.object({
  id: idSchema,
  kind: z.enum(['trial', 'sales']),
  status: z.enum(leadStatuses),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  role: z.string(),
  players: z.string(),
  message: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.nullable(),
  /** The club made from this request, once converted. */
  organizationId: idSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadsResponseSchema = z.array(leadSchema);

export const updateLeadRequestSchema = z.object({ status: z.enum(leadStatuses) });

const emailMessage = 'Please enter a valid email address';
const email = z.string({ error: emailMessage }).trim().toLowerCase().email(emailMessage);
const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);

/** "Create club from this request": the club and the org admin to invite. */
export const clubFromLeadRequestSchema = z.object({
  name: required('Organization name is required'),
  contactEmail: email,
  hasUnitedFcLibraryAccess: z.boolean().default(true),
  adminFirstName: required('First name is required'),
  adminLastName: required('Last name is required'),
  adminEmail: email,
});
export type ClubFromLeadRequest = z.infer<typeof clubFromLeadRequestSchema>;

/** The form's first values, from what the requester typed: their club, their name, their e-mail. */
export function clubFromLead(lead: Pick<Lead, 'name' | 'email' | 'organization'>): Omit<ClubFromLeadRequest, 'hasUnitedFcLibraryAccess'> {
  const words = lead.name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  return {
    name: lead.organization.trim(),
    contactEmail: lead.email,
    adminFirstName: first,
    adminLastName: rest.join(' '),
    adminEmail: lead.email,
  };
}

export const clubFromLeadResponseSchema = z.object({
  lead: leadSchema,
  organization: organizationSchema,
  /** The org admin's invite, with its one-time link. */
  invite: createInviteResponseSchema,
});
export type ClubFromLeadResponse = z.infer<typeof clubFromLeadResponseSchema>;

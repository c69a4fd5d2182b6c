import { optionalRecordId, recordId, success } from '@portal/domain';
import {
  addContactBody,
  addLogoBody,
  companyAnswer,
  companyBody,
  companyDeleteAnswer,
  companyDeletePreview,
  companyListEntry,
  companySaveAnswer,
  contactDeleteAnswer,
  contactSaveAnswer,
  customerCompanyAnswer,
  deleteCompanyQuery,
  editContactBody,
  logoAnswer,
} from '@portal/domain/clients';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse, idParams, refusal } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addCompany } from './add-company.ts';
import { addContact } from './add-contact.ts';
import { addLogo } from './add-logo.ts';
import { addressLabelPdf } from './address-label-pdf.ts';
import { deleteCompany, previewCompanyDelete } from './delete-company.ts';
import { deleteContact } from './delete-contact.ts';
import { editCompany } from './edit-company.ts';
import { editContact } from './edit-contact.ts';
import { getCompanyByUser } from './get-company-by-user.ts';
import { listCompanies } from './list-companies.ts';

const tags = ['companies'];
const userIdParams = z.object({ userId: recordId });
/** `/companies/add/` leaves the optional parameter empty. */
const optionalUserIdParams = z.object({
  userid: optionalRecordId,
});
const companyIdParams = z.object({ companyId: recordId });
const contactIdParams = z.object({ contactId: recordId });
/** Admins get the full company, customers the one without Referral. */
const anyCompany = z.union([companyAnswer, customerCompanyAnswer]);

/** The company and contact calls of accounts spec 7, plus the delete preview. */
export async function companiesRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.requireUser };
  const admin = { onRequest: app.requireAdmin };

  // The spec writes the path with a trailing slash; fastify tells the two apart.
  for (const path of ['/companies/list', '/companies/list/'])
    app.get(
      path,
      {
        schema: {
          summary: 'List every company',
          tags,
          response: { 200: envelope(z.array(companyListEntry)) },
        },
        ...admin,
      },
      async () => success(await listCompanies(ctx)),
    );

  app.get(
    '/companies/getcompanybyuser/:userId',
    {
      schema: {
        summary: "An account's company with logo and contacts",
        tags,
        params: userIdParams,
        response: { 200: envelope(anyCompany.nullable()) },
      },
      ...guard,
    },
    async (request) => success(await getCompanyByUser(ctx, currentUser(request), request.params.userId)),
  );

  // One handler for /companies/add/ and /companies/add/{userid}.
  app.post(
    '/companies/add/:userid?',
    {
      schema: {
        summary: 'Add a company (a new client, or for an account)',
        tags,
        params: optionalUserIdParams,
        body: companyBody,
        response: {
          200: envelope(companySaveAnswer),
          409: refusal('The account already has a company.'),
        },
      },
      ...guard,
    },
    async (request) =>
      success(await addCompany(ctx, currentUser(request), request.params.userid, request.body)),
  );

  app.post(
    '/companies/edit/:id',
    {
      schema: {
        summary: 'Update a company',
        tags,
        params: idParams,
        body: companyBody,
        response: { 200: envelope(companySaveAnswer) },
      },
      ...guard,
    },
    async (request) => success(await editCompany(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/companies/deletepreview/:id',
    {
      schema: {
        summary: 'What deleting a company removes and keeps',
        tags,
        params: idParams,
        response: { 200: envelope(companyDeletePreview) },
      },
      ...admin,
    },
    async (request) => success(await previewCompanyDelete(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/companies/delete/:id',
    {
      schema: {
        summary: 'Delete a company and its contacts',
        tags,
        params: idParams,
        querystring: deleteCompanyQuery,
        response: {
          200: envelope(companyDeleteAnswer),
          409: refusal('The account has quotes: send `confirm=1` to delete the company all the same.'),
        },
      },
      ...admin,
    },
    async (request) =>
      success(
        await deleteCompany(ctx, currentUser(request), request.params.id, request.query.confirm === true),
      ),
  );

  app.post(
    '/companies/addcontact',
    {
      schema: {
        summary: 'Add a contact to a company',
        tags,
        body: addContactBody,
        response: { 200: envelope(contactSaveAnswer) },
      },
      ...guard,
    },
    async (request) => success(await addContact(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/companies/editcontact/:id',
    {
      schema: {
        summary: 'Update a contact',
        tags,
        params: idParams,
        body: editContactBody,
        response: { 200: envelope(contactSaveAnswer) },
      },
      ...guard,
    },
    async (request) => success(await editContact(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/companies/deletecontact/:id',
    {
      schema: {
        summary: 'Delete a contact',
        tags,
        params: idParams,
        response: { 200: envelope(contactDeleteAnswer) },
      },
      ...guard,
    },
    async (request) => success(await deleteContact(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/companies/addlogo/:companyId',
    {
      schema: {
        summary: "Upload a company's logo",
        tags,
        params: companyIdParams,
        body: addLogoBody,
        response: { 200: envelope(logoAnswer) },
      },
      ...guard,
    },
    async (request) =>
      success(await addLogo(ctx, currentUser(request), request.params.companyId, request.body)),
  );

  app.get(
    '/companies/addressespdf/:contactId',
    {
      schema: {
        summary: "A contact's address label as PDF",
        tags,
        params: contactIdParams,
        response: { 200: fileResponse('application/pdf', "The contact's address label") },
      },
      ...guard,
    },
    async (request, reply) => {
      const { fileName, pdf } = await addressLabelPdf(ctx, currentUser(request), request.params.contactId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}

import { randomUUID } from 'node:crypto';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { WfmSettings } from '../workflowmax/wfm-settings.ts';
import {
  basicOf,
  type PeerAnswer,
  type PeerRequest,
  type PeerScript,
  startPeerServer,
} from './peer-server.ts';

export type PeerJob = {
  State: string;
  ID: string;
  UUID: string;
  Name: string;
  Description: string;
  ClientUUID: string;
  ClientNumber: string;
  CategoryUUID: string;
  StartDate: string;
  DueDate: string;
};
export type PeerCost = { UUID: string; Code: string; Description: string; Supplier: string };

const parser = new XMLParser({ parseTagValue: false });
/** Entries in one page of a list method, as Practice Manager's API caps them. */
const PAGE_SIZE = 1_000;
const builder = new XMLBuilder({ format: false });

/**
 * A WorkflowMax on loopback speaking the subset the portal uses (decisions/098): the OAuth token
 * endpoint (refresh_token grant, rotating the refresh token, refusing a spent one), and the v1
 * XML methods template.api/list, task.api/list, category.api/list, client.api/search and add,
 * job.api/client/{uuid}, get/{number}, add and PUT state (as production moves a job; also signed
 * in by a second app, 'wfm-floor' with 'floor-secret' and refresh 'floor-refresh-0'), cost.api/list (paged by 1,000) and delete. Every API call needs a live bearer
 * token and the account_id header. `script` makes the next API calls answer 429, 500 or never;
 * `expireTokens` ends every access token, as time would.
 */
export async function startWfmPeer(options: { port?: number; accountId?: string } = {}) {
  const clientId = 'wfm-client';
  const clientSecret = 'wfm-secret';
  const accountId = options.accountId ?? 'account-1';
  let liveRefresh = 'refresh-0';
  // A second app with its own consent on the same account: the shop floor's tool that moves
  // jobs (the browser tests' hand on WorkflowMax), signing in the way the portal does.
  const floor = { id: 'wfm-floor', secret: 'floor-secret', live: 'floor-refresh-0', uses: 0 };
  const accessTokens = new Set<string>();
  const script: PeerScript[] = [];
  const jobs: PeerJob[] = [];
  const clients: { UUID: string; Name: string; Email: string }[] = [];
  const costs: PeerCost[] = [];
  const calls: string[] = [];
  let refreshes = 0;
  const templates = [
    { UUID: randomUUID(), Name: 'Embroidery job' },
    { UUID: randomUUID(), Name: 'Screen print job' },
  ];
  const tasks = [
    { UUID: randomUUID(), Name: 'Artwork setup' },
    { UUID: randomUUID(), Name: 'Digitising' },
    { UUID: randomUUID(), Name: 'Packing' },
  ];
  const categories = ['Embroidery', 'Screen Print', 'Design', 'DTF'].map((Name) => ({
    UUID: randomUUID(),
    Name,
  }));

  const xml = (status: number, content: Record<string, unknown>): PeerAnswer => ({
    status,
    type: 'application/xml',
    body: builder.build({ Response: { Status: 'OK', ...content } }) as string,
  });
  const error = (description: string): PeerAnswer => ({
    status: 200,
    type: 'application/xml',
    body: builder.build({ Response: { Status: 'ERROR', ErrorDescription: description } }) as string,
  });

  const token = (request: PeerRequest): PeerAnswer => {
    const basic = basicOf(request.headers);
    const form = new URLSearchParams(request.body);
    if (basic?.id === floor.id && basic.secret === floor.secret) {
      if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== floor.live)
        return { status: 400, type: 'application/json', body: JSON.stringify({ error: 'invalid_grant' }) };
      floor.uses += 1;
      floor.live = `floor-refresh-${floor.uses}`;
      const access = `access-${randomUUID()}`;
      accessTokens.add(access);
      return {
        status: 200,
        type: 'application/json',
        body: JSON.stringify({
          access_token: access,
          refresh_token: floor.live,
          expires_in: 1800,
          token_type: 'Bearer',
        }),
      };
    }
    if (basic?.id !== clientId || basic.secret !== clientSecret)
      return { status: 401, type: 'application/json', body: JSON.stringify({ error: 'invalid_client' }) };
    if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== liveRefresh)
      return { status: 400, type: 'application/json', body: JSON.stringify({ error: 'invalid_grant' }) };
    refreshes += 1;
    liveRefresh = `refresh-${refreshes}`;
    const access = `access-${randomUUID()}`;
    accessTokens.add(access);
    return {
      status: 200,
      type: 'application/json',
      body: JSON.stringify({
        access_token: access,
        refresh_token: liveRefresh,
        expires_in: 1800,
        token_type: 'Bearer',
      }),
    };
  };

  const api = (request: PeerRequest): PeerAnswer => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return { status: 401, body: 'Unauthorized' };
    if (request.headers.account_id !== accountId) return { status: 403, body: 'Unknown account' };
    const path = request.path.replace(/^\//, '');
    calls.push(`${request.method} ${path}`);
    const body = request.body ? (parser.parse(request.body) as Record<string, Record<string, string>>) : {};
    if (request.method === 'GET' && path === 'template.api/list')
      return xml(200, { Templates: { Template: templates } });
    if (request.method === 'GET' && path === 'task.api/list') return xml(200, { TaskList: { Task: tasks } });
    if (request.method === 'GET' && path === 'category.api/list')
      return xml(200, { Categories: { Category: categories } });
    if (request.method === 'GET' && path === 'client.api/search') {
      const query = (request.query.get('query') ?? '').toLowerCase();
      return xml(200, { Clients: { Client: clients.filter((c) => c.Name.toLowerCase().includes(query)) } });
    }
    if (request.method === 'POST' && path === 'client.api/add') {
      const name = body.Client?.Name;
      if (!name)
        return error(
          'Message not in expected format. The following required element was missing - /Client/Name',
        );
      const client = { UUID: randomUUID(), Name: String(name), Email: String(body.Client?.Email ?? '') };
      clients.push(client);
      return xml(200, { Client: client });
    }
    const ofClient = /^job\.api\/client\/(.+)$/.exec(path);
    if (request.method === 'GET' && ofClient)
      return xml(200, {
        Jobs: { Job: jobs.filter((job) => job.ClientUUID === decodeURIComponent(ofClient[1] ?? '')) },
      });
    if (request.method === 'POST' && path === 'job.api/add') {
      const sent = body.Job ?? {};
      if (!sent.Name || !sent.ClientUUID)
        return error('Message not in expected format. Name and ClientUUID are required');
      if (!clients.some((c) => c.UUID === sent.ClientUUID)) return error('Invalid client');
      const job: PeerJob = {
        State: 'Planned',
        ID: `J${String(jobs.length + 1).padStart(6, '0')}`,
        UUID: randomUUID(),
        Name: String(sent.Name),
        Description: String(sent.Description ?? ''),
        ClientUUID: String(sent.ClientUUID),
        ClientNumber: String(sent.ClientNumber ?? ''),
        CategoryUUID: String(sent.CategoryUUID ?? ''),
        StartDate: String(sent.StartDate ?? ''),
        DueDate: String(sent.DueDate ?? ''),
      };
      jobs.push(job);
      return xml(200, { Job: job });
    }
    // job.api's PUT state: <Job><ID>J000001</ID><State>In Progress</State></Job>.
    if (request.method === 'PUT' && path === 'job.api/state') {
      const job = jobs.find((j) => j.ID === String(body.Job?.ID ?? ''));
      const state = String(body.Job?.State ?? '').trim();
      if (!state)
        return error(
          'Message not in expected format. The following required element was missing - /Job/State',
        );
      if (!job) return error('Job not found');
      job.State = state;
      return xml(200, {});
    }
    const one = /^job\.api\/get\/(.+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const job = jobs.find((j) => j.ID === decodeURIComponent(one[1] ?? ''));
      return job ? xml(200, { Job: job }) : error('Job not found');
    }
    if (request.method === 'GET' && path === 'cost.api/list') {
      // Practice Manager's list methods answer a page of at most 1,000 (the first without `page`).
      const page = Math.max(Number(request.query.get('page') ?? '1') || 1, 1);
      return xml(200, { Costs: { Cost: costs.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) } });
    }
    if (request.method === 'POST' && path === 'cost.api/delete') {
      const uuid = body.Cost?.UUID;
      const at = costs.findIndex((cost) => cost.UUID === uuid);
      if (at < 0) return error('Cost not found');
      costs.splice(at, 1);
      return xml(200, {});
    }
    return { status: 404, body: 'Not found' };
  };

  const server = await startPeerServer({ port: options.port, tokenPath: '/oauth/token', token, api, script });
  const settings: WfmSettings = {
    apiUrl: server.url,
    authUrl: server.url,
    clientId,
    clientSecret,
    accountId,
    refreshToken: 'refresh-0',
    requestsPerSecond: 50,
    requestsPerMinute: 6_000,
    timeoutMs: 5_000,
  };
  return {
    settings,
    jobs,
    clients,
    costs,
    calls,
    script,
    templates,
    tasks,
    categories,
    /** The refresh token the peer accepts next (each use replaces it). */
    liveRefreshToken: () => liveRefresh,
    expireTokens: () => accessTokens.clear(),
    /** Moves a job to a state, as production does in WorkflowMax (what PUT job.api/state does). */
    moveJob: (id: string, state: string) => {
      const job = jobs.find((j) => j.ID === id);
      if (!job) throw new Error(`no job ${id} at the WorkflowMax peer`);
      job.State = state;
    },
    addCosts: (supplier: string, count: number) => {
      for (let i = 1; i <= count; i += 1)
        costs.push({
          UUID: randomUUID(),
          Code: `${supplier}-${i}`,
          Description: `${supplier} product ${i}`,
          Supplier: supplier,
        });
    },
    close: server.close,
  };
}

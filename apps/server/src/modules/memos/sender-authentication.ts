import type { InboundSettings } from '../../config.ts';

/** Who handed us the mail over SMTP: known only to the listener, never to a webhook. */
export type SmtpConnection = { ip: string; helo: string; mailFrom: string };

/** Whether the From domain's DMARC policy vouches for the mail, and the checks in words. */
export type SenderCheck = { fails: boolean; summary: string };

const resultOf = (status: { result?: unknown } | undefined | false): string =>
  status && typeof status.result === 'string' ? status.result : 'none';

/**
 * SPF, DKIM and DMARC of an inbound mail with mailauth (decisions/105). Over
 * SMTP all three are checked with the connecting address, its HELO name and the envelope sender.
 * Through the webhook the connecting address is the provider's, not the sender's, so SPF cannot
 * be judged: DMARC then rests on an aligned DKIM signature alone. A From whose domain publishes
 * DMARC and that neither aligned check passes `fails`; a domain without DMARC does not.
 */
export async function checkSender(
  raw: Buffer,
  connection: SmtpConnection | undefined,
  inbound: InboundSettings,
): Promise<SenderCheck> {
  // Loaded with the first reply, not at start (decisions/163).
  const { authenticate, dkimVerify, dmarc } = await import('mailauth');
  const resolver = inbound.dnsResolver;
  if (connection) {
    const result = await authenticate(raw, {
      ip: connection.ip,
      helo: connection.helo,
      sender: connection.mailFrom,
      mta: inbound.domain,
      disableArc: true,
      disableBimi: true,
      ...(resolver ? { resolver } : {}),
    });
    const dkim = result.dkim.results.map((row) => resultOf(row.status)).join(', ') || 'none';
    const verdict = resultOf(result.dmarc ? result.dmarc.status : undefined);
    return {
      fails: verdict === 'fail',
      summary: `SPF ${resultOf(result.spf ? result.spf.status : undefined)}, DKIM ${dkim}, DMARC ${verdict}${policyOf(result.dmarc)}`,
    };
  }
  const signed = await dkimVerify(raw, resolver ? { resolver } : {});
  const dkim = signed.results.map((row) => resultOf(row.status)).join(', ') || 'none';
  const verdict = signed.headerFrom.length
    ? await dmarc({
        headerFrom: signed.headerFrom,
        spfDomains: [],
        dkimDomains: signed.results
          .filter((row) => row.status.result === 'pass')
          .map((row) => ({ id: row.id, domain: row.signingDomain, aligned: row.status.aligned })),
        ...(resolver ? { resolver } : {}),
      })
    : false;
  const outcome = resultOf(verdict ? verdict.status : undefined);
  return {
    fails: outcome === 'fail',
    summary: `SPF not checked (received by webhook), DKIM ${dkim}, DMARC ${outcome}${policyOf(verdict)}`,
  };
}

const policyOf = (result: { policy?: string } | false | undefined) =>
  result && result.policy ? ` (policy ${result.policy})` : '';

import type { PublicBusiness } from '@portal/domain/business-settings';
import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './render-index-html.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head><title data-business="title">Trade Portal</title>
<script type="application/json" id="business-settings" data-business="json">null</script></head>
<body><span data-business="mark"><svg><path /></svg></span><span class="app-brand-name" data-business="name">Trade Portal</span></body></html>`;

const business: PublicBusiness = {
  trading_name: "Tom & Jerry's <b>Tees</b>",
  legal_name: '',
  abn: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  social_links: [],
  opening_hours: '</script><script>alert(1)</script>',
  opening_hours_today: '</script><script>alert(1)</script>',
  time_zone: 'Australia/Perth',
  brand_colour: '#123456',
  logo_url: '/api/business/logo/7',
  next_steps: '',
};

describe('index.html from the settings', () => {
  it('fills title, name, logo, colour and the JSON, every value escaped', () => {
    const html = renderIndexHtml(TEMPLATE, business);
    expect(html).toContain('<html lang="en" style="--brand-colour:#123456">');
    expect(html).toContain(
      '<title data-business="title">Tom &amp; Jerry&#39;s &lt;b&gt;Tees&lt;/b&gt; Trade Portal</title>',
    );
    expect(html).toContain('data-business="name">Tom &amp; Jerry&#39;s &lt;b&gt;Tees&lt;/b&gt;</span>');
    expect(html).toContain('<img class="app-brand-logo" src="/api/business/logo/7" alt="" height="36">');
    expect(html).not.toContain('<svg>');
    expect(html).not.toContain('<script>alert(1)');
    const json = /data-business="json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(business);
  });

  it('keeps the plain mark and names the portal when nothing is set', () => {
    const html = renderIndexHtml(TEMPLATE, { ...business, trading_name: '', logo_url: null });
    expect(html).toContain('<svg><path /></svg>');
    expect(html).toContain('data-business="name">Trade Portal</span>');
  });
});

// classifyHost and isGloballyReachable: an adversarial battery (every IPv4 notation the URL host
// parser accepts, every IPv6 embedding of an IPv4 address, metadata endpoints, special-use names)
// and one case per row of the IANA special-purpose registries (../shared/specs/security-data).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyHost, isGloballyReachable, IRIError } from './support';
import { URL } from '../../lib/api/url';
import { IRI } from '../../lib/api/iri';

const root = resolve(fileURLToPath(new URL('.', import.meta.url).href), '../..');
const data = resolve(root, '../shared/specs/security-data');
const names = (input: unknown) => classifyHost(input).ranges.map((r) => r.name);

describe('classifyHost: IPv4 in every notation', () => {
  const loopback = [
    '127.0.0.1', '0x7f.1', '0X7F.1', '0x7f.0.0.1', '0x7f.0x0.0x0.0x1', '2130706433', '0x7f000001', '017700000001',
    '0177.0.0.1', '0177.1', '127.1', '127.0.1', '127.000.000.001', '127.0.0.1.', '0x7f.1.', '2130706433.',
    '１２７.０.０.１', // fullwidth digits: UTS #46 maps them first
    '127\u30020\u30020\u30021', // ideographic full stops
    '%31%32%37.0.0.1', // percent-encoded
    '127.0.0.0x1',
  ];
  for (const host of loopback) {
    it(JSON.stringify(host), () => {
      const c = classifyHost(host);
      expect(c).toEqual({
        kind: 'ipv4', address: '127.0.0.1', effective: '127.0.0.1',
        ranges: [{ block: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122, Section 3.2.1.3', globallyReachable: false }],
        globallyReachable: false,
      });
    });
  }
  it('inside URLs, with ports, credentials and schemes', () => {
    for (const url of ['http://0x7f.1/', 'https://2130706433:8443/x', 'http://user:pass@017700000001/', 'http://example.com@127.1/', 'ws://127.0.0.1./', 'HTTP://0x7F.1', 'http://\t0x7f.1/']) {
      expect(classifyHost(url).address, url).toBe('127.0.0.1');
    }
  });
  it('0.0.0.0 in its forms ("this host": loopback on most systems)', () => {
    for (const h of ['0.0.0.0', '0', '0x0', '00', '0.0']) {
      const c = classifyHost(h);
      expect(c.address).toBe('0.0.0.0');
      expect(c.globallyReachable).toBe(false);
      expect(c.ranges.map((r) => r.block)).toEqual(['0.0.0.0/8', '0.0.0.0/32']);
    }
  });
  it('private, shared, link-local, reserved, broadcast and multicast addresses', () => {
    for (const [h, name] of [['10.1.2.3', 'Private-Use'], ['0xa.1', 'Private-Use'], ['172.16.0.1', 'Private-Use'], ['172.31.255.255', 'Private-Use'], ['192.168.1.1', 'Private-Use'], ['3232235777', 'Private-Use'], ['100.64.0.1', 'Shared Address Space'], ['169.254.1.1', 'Link Local'], ['240.0.0.1', 'Reserved'], ['255.255.255.255', 'Limited Broadcast'], ['224.0.0.1', 'Multicast'], ['239.255.255.250', 'Multicast'], ['198.18.0.1', 'Benchmarking'], ['192.0.2.1', 'Documentation (TEST-NET-1)']]) {
      const c = classifyHost(h);
      expect(c.ranges.map((r) => r.name), h).toContain(name);
      expect(c.globallyReachable, h).toBe(false);
    }
  });
  it('public addresses', () => {
    for (const h of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '172.15.255.255', '100.128.0.1', '192.88.99.1', '192.0.0.9', '134744072']) {
      expect(classifyHost(h).globallyReachable, h).toBe(true);
    }
  });
});

describe('classifyHost: IPv6 and the IPv4 address it leads to', () => {
  const cases: Array<[string, string, string, string]> = [
    // [input, canonical address, effective IPv4, the IPv6 block]
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1', '127.0.0.1', '::ffff:0:0/96'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1', '127.0.0.1', '::ffff:0:0/96'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1', '127.0.0.1', '::ffff:0:0/96'],
    ['[0:0:0:0:0:FFFF:7F00:0001]', '::ffff:7f00:1', '127.0.0.1', '::ffff:0:0/96'],
    ['[::ffff:169.254.169.254]', '::ffff:a9fe:a9fe', '169.254.169.254', '::ffff:0:0/96'],
    ['[::127.0.0.1]', '::7f00:1', '127.0.0.1', '::/96'],
    ['[::7f00:1]', '::7f00:1', '127.0.0.1', '::/96'],
    ['[64:ff9b::7f00:1]', '64:ff9b::7f00:1', '127.0.0.1', '64:ff9b::/96'],
    ['[64:ff9b::127.0.0.1]', '64:ff9b::7f00:1', '127.0.0.1', '64:ff9b::/96'],
    ['[64:ff9b::a9fe:a9fe]', '64:ff9b::a9fe:a9fe', '169.254.169.254', '64:ff9b::/96'],
    ['[64:ff9b:1::7f00:1]', '64:ff9b:1::7f00:1', '127.0.0.1', '64:ff9b:1::/48'],
    ['[64:ff9b:1:abcd::10.0.0.1]', '64:ff9b:1:abcd::a00:1', '10.0.0.1', '64:ff9b:1::/48'],
    ['[2002:7f00:1::]', '2002:7f00:1::', '127.0.0.1', '2002::/16'],
    ['[2002:7f00:0001:0:0:0:0:1]', '2002:7f00:1::1', '127.0.0.1', '2002::/16'],
    ['[2002:a9fe:a9fe::]', '2002:a9fe:a9fe::', '169.254.169.254', '2002::/16'],
    // Teredo (RFC 4380 §4): the client's address is the last 32 bits inverted.
    ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', '2001:0:4136:e378:8000:63bf:80ff:fffe', '127.0.0.1', '2001::/32'],
    ['[2001::80ff:fffe]', '2001::80ff:fffe', '127.0.0.1', '2001::/32'],
  ];
  for (const [input, address, effective, block] of cases) {
    it(input, () => {
      const c = classifyHost(input);
      expect(c.kind).toBe('ipv6');
      expect(c.address).toBe(address);
      expect(c.effective).toBe(effective);
      expect(c.ranges.map((r) => r.block)).toContain(block);
      expect(c.globallyReachable).toBe(false);
    });
  }
  it('an embedded public address is reachable through it', () => {
    for (const h of ['::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1', '2001:0:4136:e378:8000:63bf:f7f7:f7f7', '::8.8.8.8']) {
      const c = classifyHost(h);
      expect(c.effective, h).toBe('8.8.8.8');
      expect(c.globallyReachable, h).toBe(true);
    }
  });
  it('IPv6 special blocks', () => {
    for (const [h, name] of [['::1', 'Loopback Address'], ['::', 'Unspecified Address'], ['fe80::1', 'Link-Local Unicast'], ['fc00::1', 'Unique-Local'], ['fd12:3456::1', 'Unique-Local'], ['2001:db8::1', 'Documentation'], ['3fff::1', 'Documentation'], ['100::1', 'Discard-Only Address Block'], ['ff02::1', 'Multicast'], ['5f00::1', 'Segment Routing (SRv6) SIDs'], ['2001:2::1', 'Benchmarking']]) {
      const c = classifyHost(h);
      expect(c.ranges.map((r) => r.name), h).toContain(name);
      expect(c.globallyReachable, h).toBe(false);
      expect(c.effective, h).toBe(c.address);
    }
  });
  it(':: and ::1 are not IPv4-compatible addresses (RFC 4291 §2.5.5.1)', () => {
    expect(names('::1')).toEqual(['Loopback Address']);
    expect(names('::')).toEqual(['Unspecified Address']);
    expect(names('::2')).toEqual(['IPv4-compatible Address (deprecated)', '"This network"']);
  });
  it('global unicast and the reachable special blocks', () => {
    for (const h of ['2606:4700:4700::1111', '2001:4860:4860::8888', '2001:1::1', '2620:4f:8000::1']) expect(classifyHost(h).globallyReachable, h).toBe(true);
    expect(classifyHost('4000::1').globallyReachable).toBe(false); // outside 2000::/3
  });
});

describe('classifyHost: cloud metadata endpoints', () => {
  for (const [h, effective] of [['169.254.169.254', '169.254.169.254'], ['0xa9fea9fe', '169.254.169.254'], ['2852039166', '169.254.169.254'], ['0251.0376.0251.0376', '169.254.169.254'], ['169.254.43518', '169.254.169.254'], ['[fd00:ec2::254]', 'fd00:ec2::254'], ['100.100.100.200', '100.100.100.200'], ['169.254.170.2', '169.254.170.2'], ['168.63.129.16', '168.63.129.16'], ['[::ffff:a9fe:a9fe]', '169.254.169.254'], ['http://169.254.169.254/latest/meta-data/', '169.254.169.254']]) {
    it(h, () => {
      const c = classifyHost(h);
      expect(c.effective).toBe(effective);
      expect(c.ranges.map((r) => r.name)).toContain(c.ranges.some((r) => r.name === 'Cloud platform endpoint') ? 'Cloud platform endpoint' : 'Cloud metadata endpoint');
      expect(c.globallyReachable).toBe(false);
    });
  }
  it('metadata.google.internal', () => {
    expect(names('metadata.google.internal')).toEqual(['Private-use TLD', 'Cloud metadata endpoint']);
    expect(names('http://METADATA.google.internal./computeMetadata/v1/')).toEqual(['Private-use TLD', 'Cloud metadata endpoint']);
  });
});

describe('classifyHost: special-use domain names', () => {
  const special: Array<[string, string]> = [
    ['localhost', 'Loopback name'], ['LOCALHOST', 'Loopback name'], ['localhost.', 'Loopback name'], ['a.localhost', 'Loopback name'],
    ['x.y.localhost.', 'Loopback name'], ['ｌｏｃａｌｈｏｓｔ', 'Loopback name'], ['printer.local', 'Multicast DNS (link-local names)'],
    ['nas.home.arpa', 'Home network names'], ['home.arpa', 'Home network names'], ['db.internal', 'Private-use TLD'],
    ['x.invalid', 'Never resolves'], ['invalid', 'Never resolves'],
    ['duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion', 'Tor onion services (not in DNS)'],
  ];
  for (const [h, name] of special) {
    it(h, () => {
      const c = classifyHost(h);
      expect(c.kind).toBe('domain');
      expect(c.ranges.map((r) => r.name)).toEqual([name]);
      expect(c.globallyReachable).toBe(false);
      expect(c.effective).toBe(null);
    });
  }
  it('.test, .example, .alt and other names are not special here: only DNS decides', () => {
    for (const h of ['example.test', 'example', 'www.example', 'a.alt', 'example.com', 'localhost.example.com', 'notlocalhost', 'mylocal', 'internal.example.com', 'onion.example']) {
      const c = classifyHost(h);
      expect(c.ranges, h).toEqual([]);
      expect(c.globallyReachable, h).toBe(true);
    }
  });
  it('IDNs in ASCII', () => {
    expect(classifyHost('bücher.de').address).toBe('xn--bcher-kva.de');
    expect(classifyHost('http://bücher.localhost/').ranges.map((r) => r.name)).toEqual(['Loopback name']);
  });
});

describe('classifyHost: URL, IRI objects, opaque and empty hosts, errors', () => {
  it('URL and IRI objects', () => {
    expect(classifyHost(new URL('http://0x7f.1/')).address).toBe('127.0.0.1');
    expect(classifyHost(new IRI('http://[::ffff:7f00:1]/')).effective).toBe('127.0.0.1');
    expect(classifyHost(new IRI('http://localhost/')).globallyReachable).toBe(false);
  });
  it('an opaque host is read as its client will read it', () => {
    const c = classifyHost('redis://0x7f.1:6379/');
    expect(c).toMatchObject({ kind: 'opaque', address: '0x7f.1', effective: '127.0.0.1', globallyReachable: false });
    expect(classifyHost('gopher://2130706433/').effective).toBe('127.0.0.1');
    expect(classifyHost('ssh://localhost/')).toMatchObject({ kind: 'opaque', globallyReachable: false });
    expect(classifyHost('git://example.com/')).toMatchObject({ kind: 'opaque', effective: null, globallyReachable: true });
    expect(classifyHost('ssh://[::1]/').kind).toBe('ipv6');
  });
  it('no host or an empty one reaches nothing remote', () => {
    for (const u of ['file:///etc/passwd', 'mailto:a@b.c', 'javascript:alert(1)', 'foo:///x', '']) {
      expect(classifyHost(u), u).toMatchObject({ kind: 'empty', globallyReachable: false, effective: null });
    }
    expect(classifyHost('file://localhost/etc/passwd').kind).toBe('empty');
    expect(classifyHost('file://server/share').ranges).toEqual([]);
    // A host with a port reads as a URL whose scheme is the host name: no host.
    expect(classifyHost('example.com:80').kind).toBe('empty');
  });
  it('throws IRIError for what does not parse', () => {
    for (const bad of ['256.0.0.1', '1.2.3.4.5', '0x100000000', 'a b', '[::1', '[1::2::3]', '[::ffff:127.1]', 'http://[::1/', 'http://a b/', 'ht tp://x/']) {
      expect(() => classifyHost(bad), bad).toThrow(IRIError);
    }
  });
  it('hostile lengths stay linear', () => {
    const t = Date.now();
    expect(classifyHost('a.'.repeat(200000) + 'localhost').globallyReachable).toBe(false);
    expect(() => classifyHost('1.'.repeat(100000) + '1')).toThrow(IRIError);
    expect(Date.now() - t).toBeLessThan(5000);
  });
});

describe('isGloballyReachable', () => {
  it('addresses as resolvers return them', () => {
    const cases: Array<[string, boolean]> = [
      ['127.0.0.1', false], ['8.8.8.8', true], ['10.0.0.1', false], ['::1', false], ['[::1]', false], ['::ffff:10.0.0.1', false],
      ['::ffff:8.8.8.8', true], ['2606:4700:4700::1111', true], ['fe80::1%eth0', false], ['[fe80::1%25eth0]', false],
      ['169.254.169.254', false], ['fd00:ec2::254', false], ['64:ff9b::a00:1', false], ['2002:808:808::', true],
    ];
    for (const [a, expected] of cases) expect(isGloballyReachable(a), a).toBe(expected);
  });
  it('throws IRIError for anything but an IP address', () => {
    for (const bad of ['example.com', 'localhost', '', 'http://127.0.0.1/', '300.1.1.1']) {
      expect(() => isGloballyReachable(bad), bad).toThrow(IRIError);
    }
  });
});

describe('the IANA registries, row by row', () => {
  /** Address Block cells of a registry CSV (quoted cells may span lines). */
  function blocks(name: string): Array<[string, string]> {
    const text = readFileSync(join(data, name), 'utf8');
    const rows = text.replace(/"[^"]*"/g, (q) => q.replace(/\n\s*/g, ' ')).split('\n').slice(1).filter((l) => l.trim());
    const out: Array<[string, string]> = [];
    for (const row of rows) {
      const m = /^("([^"]+)"|[^,]+),/.exec(row)!;
      const cell = (m[2] || m[1]).replace(/\s*\[\d+\]/g, '');
      const reachable = row.split(',').slice(-2)[0].trim();
      for (const b of cell.split(',')) out.push([b.trim(), reachable]);
    }
    return out;
  }
  for (const [file, v6] of [['iana-ipv4-special-registry.csv', false], ['iana-ipv6-special-registry.csv', true]] as const) {
    it(file, () => {
      const rows = blocks(file);
      expect(rows.length).toBe(25);
      for (const [block, reachable] of rows) {
        const first = block.split('/')[0];
        const c = classifyHost(v6 ? `[${first}]` : first);
        const range = c.ranges.find((r) => r.block === block);
        expect(range, block).toBeDefined();
        const expected = /^True/.test(reachable) ? true : /^False/.test(reachable) ? false : null;
        expect(range!.globallyReachable, block).toBe(expected);
        if (c.effective === c.address && expected !== null && c.ranges[c.ranges.length - 1].block === block) expect(c.globallyReachable, block).toBe(expected);
      }
    });
  }
});

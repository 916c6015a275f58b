import { describe, expect, it } from 'vitest';
import { addressRange, resolvedAddressRefusal, webhookTargetRefusal, type WebhookTarget } from './webhookTargets';

const target = (hostname: string, protocol = 'https:', username = '', password = ''): WebhookTarget => ({ protocol, username, password, hostname });
const strict = { allowLoopback: false };
const local = { allowLoopback: true };

describe('the range of an address', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['[::ffff:169.254.169.254]', 'link-local'],
    ['::ffff:7f00:1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
    ['fd00::1', 'private'],
    ['fc12:3456::9', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['64:ff9b:1::a', 'private'],
    ['100::1', 'reserved'],
    ['0:1::1', 'reserved'],
  ] as const)('%s is %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
  });

  it.each(['93.184.215.14', '8.8.8.8', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '169.253.255.255', '11.0.0.1', '223.255.255.255', '2606:4700::1111', '[2a00:1450:4009:81f::200e]', '::ffff:8.8.8.8', '2002:808:808::1'])('%s is public', (address) => {
    expect(addressRange(address)).toBe('public');
  });

  it.each(['hooks.example.com', 'localhost', '1.2.3', '256.1.1.1', '1.2.3.4.5', '::1::2', '1:2:3:4:5:6:7:8:9', 'fe80::1%eth0', '12345::', '1.2.3.4::1', '::1.2.3.4:5', '1:2:3:4:5:6:7', '1:2:3:4::5:6:7:8', 'g::1', ''])('%s is not an address', (text) => {
    expect(addressRange(text)).toBeNull();
  });
});

describe('where a webhook may go', () => {
  it('takes a public https address or name', () => {
    for (const host of ['hooks.example.com', '93.184.215.14', '[2606:4700::1111]']) expect(webhookTargetRefusal(target(host), strict), host).toBeNull();
  });

  it('refuses plain http, credentials, and every address outside the public internet, naming the range', () => {
    expect(webhookTargetRefusal(target('hooks.example.com', 'http:'), strict)).toBe('Must be an https:// address');
    expect(webhookTargetRefusal(target('example.com', 'https:', 'user', 'pass'), strict)).toBe('Must not contain a user name or password');
    expect(webhookTargetRefusal(target('example.com', 'https:', '', 'pass'), strict)).toBe('Must not contain a user name or password');
    expect(webhookTargetRefusal(target('169.254.169.254'), strict)).toBe('Must be a public address: 169.254.169.254 is a link-local address');
    expect(webhookTargetRefusal(target('[::ffff:a9fe:a9fe]'), strict)).toBe('Must be a public address: [::ffff:a9fe:a9fe] is a link-local address');
    expect(webhookTargetRefusal(target('10.0.0.1'), strict)).toBe('Must be a public address: 10.0.0.1 is a private address');
    expect(webhookTargetRefusal(target('[fd00::1]'), strict)).toBe('Must be a public address: [fd00::1] is a private address');
    expect(webhookTargetRefusal(target('100.64.1.1'), strict)).toBe('Must be a public address: 100.64.1.1 is a carrier-grade NAT address');
    expect(webhookTargetRefusal(target('0.0.0.0'), strict)).toBe('Must be a public address: 0.0.0.0 is the unspecified address');
    expect(webhookTargetRefusal(target('224.0.0.1'), strict)).toBe('Must be a public address: 224.0.0.1 is a multicast address');
  });

  it('treats localhost and its subdomains as this machine, whatever a resolver would say', () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost.', 'api.localhost']) expect(webhookTargetRefusal(target(host), strict), host).toBe(`Must be a public address: ${host} is a loopback address`);
    expect(webhookTargetRefusal(target('localhost.example.com'), strict)).toBeNull();
  });

  it('lets webhooks go to this machine, over http too, only where the server allows loopback', () => {
    expect(webhookTargetRefusal(target('127.0.0.1', 'http:'), strict)).toBe('Must be an https:// address');
    expect(webhookTargetRefusal(target('127.0.0.1'), strict)).toBe('Must be a public address: 127.0.0.1 is a loopback address');
    expect(webhookTargetRefusal(target('127.0.0.1', 'http:'), local)).toBeNull();
    expect(webhookTargetRefusal(target('localhost', 'http:'), local)).toBeNull();
    expect(webhookTargetRefusal(target('[::1]'), local)).toBeNull();
    // Loopback only: the rest of the network stays closed, and http stays closed to any other host.
    expect(webhookTargetRefusal(target('10.0.0.1'), local)).toBe('Must be a public address: 10.0.0.1 is a private address');
    expect(webhookTargetRefusal(target('hooks.example.com', 'http:'), local)).toBe('Must be an https:// address');
    expect(webhookTargetRefusal(target('localhost', 'ftp:'), local)).toBe('Must be an https:// address');
  });

  it('refuses a name when any of its addresses is inside, or when it has none', () => {
    expect(resolvedAddressRefusal('hooks.example.com', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'], strict)).toBeNull();
    expect(resolvedAddressRefusal('rebind.example.com', ['93.184.215.14', '127.0.0.1'], strict)).toBe('Must be a public address: rebind.example.com resolves to 127.0.0.1, a loopback address');
    expect(resolvedAddressRefusal('rebind.example.com', ['::ffff:192.168.0.1'], strict)).toBe('Must be a public address: rebind.example.com resolves to ::ffff:192.168.0.1, a private address');
    expect(resolvedAddressRefusal('odd.example.com', ['not-an-address'], strict)).toBe('Must be a public address: odd.example.com resolves to not-an-address, a reserved address');
    expect(resolvedAddressRefusal('gone.example.com', [], strict)).toBe('gone.example.com does not resolve to an address');
    expect(resolvedAddressRefusal('dev.example.com', ['127.0.0.1'], local)).toBeNull();
  });
});

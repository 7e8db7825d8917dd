import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function hextetsOf(part: string): string[] {
  if (part === '') return [];
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) fills the last two hextets; only the first
  // four are kept anyway.
  return part.split(':').flatMap((hextet) => (hextet.includes('.') ? ['0', '0'] : [hextet]));
}

/**
 * The address rate limits count a client under. An IPv6 client is one /64: that is what a home,
 * a phone or a server is given, so rotating through its addresses must not buy fresh limits.
 * IPv4 (also written as IPv4-mapped IPv6) counts per address.
 *
 * @example
 * clientAddress('2001:db8:0:1::abcd'); // '2001:db8:0:1::/64'
 * clientAddress('::ffff:203.0.113.7'); // '203.0.113.7'
 */
export function clientAddress(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [headPart = '', tailPart] = address.split('::');
  const head = hextetsOf(headPart);
  const tail = tailPart === undefined ? [] : hextetsOf(tailPart);
  const zeros =
    tailPart === undefined ? [] : Array<string>(8 - head.length - tail.length).fill('0');
  const prefix = [...head, ...zeros, ...tail].slice(0, 4);
  return `${prefix.map((hextet) => Number.parseInt(hextet, 16).toString(16)).join(':')}::/64`;
}

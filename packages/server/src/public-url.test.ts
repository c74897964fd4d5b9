import { describe, expect, it } from 'vitest';
import { localConsoleUrl, publicUrlWarning } from './public-url.js';

const tls = { certFile: '/etc/ssl/cert.pem', keyFile: '/etc/ssl/key.pem', cert: '', key: '' };

describe('public URL', () => {
  it('prints https:// for a server that speaks TLS', () => {
    expect(localConsoleUrl(8080, false)).toBe('http://localhost:8080');
    expect(localConsoleUrl(8443, true)).toBe('https://localhost:8443');
  });

  it('warns of a plain http:// PUBLIC_URL only when the server speaks HTTPS alone', () => {
    expect(publicUrlWarning({ publicUrl: 'http://console.example.com', tls })).toMatch(/plain http:\/\/ but this server speaks HTTPS only/);
    expect(publicUrlWarning({ publicUrl: 'https://console.example.com', tls })).toBeNull();
    expect(publicUrlWarning({ publicUrl: 'http://console.example.com', tls: null })).toBeNull();
    expect(publicUrlWarning({ publicUrl: null, tls })).toBeNull();
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, FORGET_AFTER, OFFLINE_READABLE, webAppManifest } from './installed-app-parts.ts';

const css = readFileSync(new URL('../src/styles.css', import.meta.url), 'utf8');

describe('the installed app', () => {
  it('has a manifest a browser installs from: name, icons of 192 and 512 and a maskable one, standalone', () => {
    const manifest = webAppManifest('en-IN', css);
    expect(manifest).toMatchObject({
      name: 'IdeaIgnite',
      short_name: 'IdeaIgnite',
      display: 'standalone',
      start_url: '/dashboard',
      scope: '/',
      theme_color: '#1e1b4b',
      background_color: '#f5f6fb',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${'purpose' in icon ? icon.purpose : 'any'}`)).toEqual(
      ['192x192 any', '512x512 any', '512x512 maskable'],
    );
    for (const icon of Object.values(APP_ICONS)) {
      expect(() => readFileSync(new URL(`../public${icon}`, import.meta.url))).not.toThrow();
    }
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Messages', '/messages'],
      ['Notifications', '/Notification'],
      ['Jobs', '/jobs'],
    ]);
  });

  it('says it in Hindi in the Hindi manifest', () => {
    const manifest = webAppManifest('hi-IN', css);
    expect(manifest.lang).toBe('hi-IN');
    expect(manifest.description).toMatch(/[\u0900-\u097F]/);
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['मैसेज', 'नोटिफ़िकेशन', 'जॉब्स']);
  });

  it('keeps for reading offline the feed, notifications, chats, blogs and talks, and nothing to write', () => {
    expect(OFFLINE_READABLE).toEqual(
      expect.arrayContaining([
        '/api/userprofile/Dashcontent',
        '/api/Notifications',
        '/api/messages',
        '/api/messages/:userId',
        '/api/userprofile/getblogs',
        '/api/blogs/:blogId',
        '/api/talks/:talkId',
      ]),
    );
    expect(OFFLINE_READABLE).not.toContain('/api/jobs');
    expect(FORGET_AFTER).toEqual(expect.arrayContaining(['/api/auth/logout', '/api/auth/signin']));
  });
});

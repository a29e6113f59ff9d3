import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API, PHONE_WORDS, PROFILE_ERRORS, WORDS } from '@ideaignite/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, jpegImage, pngImage } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`profile calls (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const getUser = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: API.getUser, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().user;
  };
  const send = (method: 'POST' | 'PUT', url: string, token: string, form: FormData) =>
    t.app.inject({ method, url, headers: bearer(token), payload: form });
  const avatarFiles = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'media', 'avatars'));
    } catch {
      return [];
    }
  };
  const tempFiles = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'tmp'));
    } catch {
      return [];
    }
  };

  it('getUser answers the spec envelope with defaults and no secrets', async () => {
    const user = await signUpUser(t.app, 'Investor');
    const response = await t.app.inject({ method: 'GET', url: API.getUser, headers: bearer(user.token) });
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      user: { _id: user.id, email: user.email, role: 'Investor', verified: false },
    });
    expect(body.user.profiledetails).toMatchObject({
      adventureAlert: 5,
      explorationPreference: 5,
      skills: [],
      profilePic: null,
    });
    expect(response.body).not.toContain('argon2');
    expect((await t.app.inject({ method: 'GET', url: API.getUser })).json()).toEqual({
      message: WORDS.auth.noToken,
    });
  });

  it('the Hustler form saves every field and a re-encoded picture served from our origin', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const form = formData(
      {
        Username: 'Aarav Mehta',
        phoneno: '+91 98765 43210',
        bio: 'Farm-to-kitchen in tier-2 cities.',
        project: 'KhetiKart',
        skills: ['Fast Execution', 'Networking'],
        currentWork: 'Pilot in Nashik',
        contribution: 'Operations and sales',
      },
      { profilePic: { data: await pngImage(), name: 'me.png', type: 'image/png' } },
    );
    const response = await send('POST', API.profileHustler, user.token, form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: WORDS.profileForms.hustlerSuccess });
    const details = (await getUser(user.token)).profiledetails;
    expect(details).toMatchObject({
      Username: 'Aarav Mehta',
      phoneno: '+919876543210',
      project: 'KhetiKart',
      currentStage: 'ideation',
      skills: ['Fast Execution', 'Networking'],
    });
    expect(details.profilePic).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    const picture = await t.app.inject({ method: 'GET', url: details.profilePic });
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    expect(meta.exif).toBeUndefined();
    expect(tempFiles()).toEqual([]);
  });

  it('a new picture replaces the old file', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    const pic = async () => ({ profilePic: { data: await jpegImage(), name: 'a.jpg', type: 'image/jpeg' } });
    await send('POST', API.profileCofounder, user.token, formData({}, await pic()));
    const first = (await getUser(user.token)).profiledetails.profilePic;
    await send('POST', API.profileCofounder, user.token, formData({}, await pic()));
    const second = (await getUser(user.token)).profiledetails.profilePic;
    expect(second).not.toBe(first);
    expect(avatarFiles()).toContain(path.basename(second));
    expect(avatarFiles()).not.toContain(path.basename(first));
  });

  it('cofounder skills arrive as one comma-joined string; investor areas as a JSON array', async () => {
    const cofounder = await signUpUser(t.app, 'Cofounder');
    const saved = await send(
      'POST',
      API.profileCofounder,
      cofounder.token,
      formData({
        skills: 'React, Go ,  Sales,',
        dreamProject: 'Open-source ed-tech',
        superpower: 'Shipping',
      }),
    );
    expect(saved.json()).toEqual({ success: true, message: WORDS.profileForms.cofounderSuccess });
    expect((await getUser(cofounder.token)).profiledetails).toMatchObject({
      skills: ['React', 'Go', 'Sales'],
      dreamProject: 'Open-source ed-tech',
    });

    const investor = await signUpUser(t.app, 'Investor');
    const answer = await send(
      'POST',
      API.profileInvestor,
      investor.token,
      formData({
        Username: 'Priya',
        contactEmail: 'priya@fund.in',
        investorType: 'visionary',
        interestAreas: JSON.stringify(['Social Impact Projects', 'Tech and App Development']),
        adventureAlert: '',
        excitement: 'Climate',
      }),
    );
    expect(answer.json()).toEqual({ success: true, message: WORDS.profileForms.genericSuccess });
    expect((await getUser(investor.token)).profiledetails).toMatchObject({
      investorType: 'visionary',
      interestAreas: ['Social Impact Projects', 'Tech and App Development'],
      adventureAlert: 5,
      explorationPreference: 5,
      contactEmail: 'priya@fund.in',
    });
  });

  it('the jobseeker form sends only some fields and the server keeps the rest', async () => {
    const user = await signUpUser(t.app, 'Jobseeker');
    await send(
      'POST',
      API.profileJobseeker,
      user.token,
      formData({
        Username: 'Ananya',
        desiredRole: 'Design intern',
        aboutMe: 'Designer',
        skills: 'Figma,Research',
        experience: 'A bus app',
      }),
    );
    const response = await send(
      'POST',
      API.profileJobseeker,
      user.token,
      formData({ desiredRole: 'Product intern' }),
    );
    expect(response.json()).toEqual({ success: true, message: WORDS.profileForms.jobseekerSuccess });
    expect((await getUser(user.token)).profiledetails).toMatchObject({
      Username: 'Ananya',
      desiredRole: 'Product intern',
      aboutMe: 'Designer',
      skills: ['Figma', 'Research'],
      experience: 'A bus app',
    });
  });

  it.each([
    [{ investorType: 'whale' }, PROFILE_ERRORS.invalidInvestorType],
    [{ interestAreas: 'Crypto' }, PROFILE_ERRORS.invalidInterestArea],
    [{ phoneno: 'call me' }, PHONE_WORDS.notANumber],
    [{ contactEmail: 'nope' }, 'Please enter a valid contact email.'],
  ])('refuses the investor field %j with 400 and changes nothing', async (fields, message) => {
    const user = await signUpUser(t.app, 'Investor');
    const response = await send(
      'POST',
      API.profileInvestor,
      user.token,
      formData({ Username: 'Should not stick', ...fields }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await getUser(user.token)).profiledetails.Username).toBeNull();
  });

  it('stores the phone number in E.164 and refuses one it cannot place, changing nothing', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    const saved = await send('POST', API.profileCofounder, user.token, formData({ phoneno: '98765 43210' }));
    expect(saved.statusCode).toBe(200);
    expect((await getUser(user.token)).profiledetails.phoneno).toBe('+919876543210');
    const refused = await send(
      'PUT',
      API.myProfile,
      user.token,
      formData({ Username: 'Should not stick', phoneno: '123456' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PHONE_WORDS.addCountryCode);
    expect((await getUser(user.token)).profiledetails).toMatchObject({
      Username: null,
      phoneno: '+919876543210',
    });
  });

  it("403s another role's form and leaves the profile alone", async () => {
    const user = await signUpUser(t.app, 'Investor');
    const response = await send(
      'POST',
      API.profileHustler,
      user.token,
      formData({ Username: 'Hacker', project: 'x' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PROFILE_ERRORS.wrongRole });
    expect((await getUser(user.token)).profiledetails.Username).toBeNull();
  });

  it('refuses a renamed text file with 415 and a 10 MB+ picture with 413, leaving no file', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const before = avatarFiles().length;
    const fake = await send(
      'POST',
      API.profileHustler,
      user.token,
      formData(
        { Username: 'X' },
        {
          profilePic: {
            data: Buffer.from('just some text pretending to be a png'),
            name: 'pic.png',
            type: 'image/png',
          },
        },
      ),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ message: PROFILE_ERRORS.invalidPicture });
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const huge = await send(
      'POST',
      API.profileHustler,
      user.token,
      formData({ Username: 'X' }, { profilePic: { data: big, name: 'big.png', type: 'image/png' } }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: PROFILE_ERRORS.pictureTooLarge });
    expect(avatarFiles().length).toBe(before);
    expect(tempFiles()).toEqual([]);
    expect((await getUser(user.token)).profiledetails.Username).toBeNull();
  });

  it('answers 415 when the form is not multipart', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const response = await t.app.inject({
      method: 'POST',
      url: API.profileHustler,
      headers: bearer(user.token),
      payload: { Username: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  describe('PUT /api/userprofile/Update_H_profile', () => {
    it('requires the project, answering with message and error', async () => {
      const user = await signUpUser(t.app, 'Hustler');
      const response = await send(
        'PUT',
        API.updateHustlerProfile,
        user.token,
        formData({ Username: 'A', bio: 'b' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: PROFILE_ERRORS.projectRequired,
        error: PROFILE_ERRORS.projectRequired,
      });
    });

    it.each(['Ideation', 'Development', 'Launch', 'Growth', 'seriesA'])(
      'accepts the stage %s and comma skills',
      async (stage) => {
        const user = await signUpUser(t.app, 'Hustler');
        const response = await send(
          'PUT',
          API.updateHustlerProfile,
          user.token,
          formData({ project: 'KhetiKart', currentStage: stage, skills: 'Sales, Ops' }),
        );
        expect(response.json()).toEqual({ success: true, message: WORDS.profileForms.genericSuccess });
        expect((await getUser(user.token)).profiledetails).toMatchObject({
          project: 'KhetiKart',
          currentStage: stage,
          skills: ['Sales', 'Ops'],
        });
      },
    );

    it('refuses an unknown stage and other roles', async () => {
      const hustler = await signUpUser(t.app, 'Hustler');
      const bad = await send(
        'PUT',
        API.updateHustlerProfile,
        hustler.token,
        formData({ project: 'X', currentStage: 'Unicorn' }),
      );
      expect(bad.json()).toEqual({
        message: PROFILE_ERRORS.invalidStage,
        error: PROFILE_ERRORS.invalidStage,
      });
      const investor = await signUpUser(t.app, 'Investor');
      const other = await send('PUT', API.updateHustlerProfile, investor.token, formData({ project: 'X' }));
      expect(other.statusCode).toBe(403);
    });
  });

  it('PUT /api/userprofile/me edits the caller’s own profile, whatever the role', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    const response = await send(
      'PUT',
      API.myProfile,
      user.token,
      formData({ Username: 'Kabir', superpower: 'Debugging' }),
    );
    expect(response.json()).toEqual({ success: true, message: WORDS.profileForms.genericSuccess });
    expect((await getUser(user.token)).profiledetails).toMatchObject({
      Username: 'Kabir',
      superpower: 'Debugging',
    });
  });

  it('a public profile shows neither the sign-in email nor the phone number', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    await send(
      'POST',
      API.profileHustler,
      owner.token,
      formData({ Username: 'Visible', phoneno: '9876543210' }),
    );
    const viewer = await signUpUser(t.app, 'Investor');
    const response = await t.app.inject({
      method: 'GET',
      url: API.publicProfile(owner.id),
      headers: bearer(viewer.token),
    });
    expect(response.json()).toMatchObject({
      success: true,
      user: { _id: owner.id, role: 'Hustler', profiledetails: { Username: 'Visible' } },
    });
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain('9876543210');
    const missing = await t.app.inject({
      method: 'GET',
      url: API.publicProfile('00000000-0000-4000-8000-000000000000'),
      headers: bearer(viewer.token),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: API.publicProfile('not-a-uuid'),
      headers: bearer(viewer.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

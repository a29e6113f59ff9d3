import { API } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  postHustlerMedia,
  signUpUser,
  type TestContext,
} from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';

/*
 * Decision 041: a post's and a comment's author is what a card shows (id, role, badge, names,
 * picture), in the lists, the feed, a post's page and comments alike; the profile page keeps the
 * full profile.
 */

const CARD_KEYS = ['_id', 'profiledetails', 'role', 'verified'];
const CARD_DETAIL_KEYS = ['Username', 'displayName', 'profilePic'];
const NAME = 'Meera Joshi';

type Author = { _id: string; role: string; verified: boolean; profiledetails: Record<string, unknown> };

describe(`authors as cards show them (${databaseLabel()})`, () => {
  let t: TestContext;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;
  let viewer: Awaited<ReturnType<typeof signUpUser>>;
  let videoId: string;
  let blogId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    hustler = await signUpUser(t.app, 'Hustler');
    viewer = await signUpUser(t.app, 'Investor');
    // A full profile: a bio, a project, skills, a phone, sectors and a picture.
    const posted = await postHustlerMedia(t.app, hustler.token, {
      Username: NAME,
      bio: 'Building loyalty cards for tea stalls.',
      project: 'ChaiCircle',
      skills: 'Sales, Ops',
      phoneno: '9876543210',
      currentWork: 'Pilots in Indore',
      sectors: 'agritech',
      city: 'Indore',
    });
    videoId = posted.video.video._id;
    blogId = posted.blog.blog._id;
    for (const [url, payload] of [
      [API.commentVideo, { videoId, text: 'Thanks for watching' }],
      [API.talkComments(blogId), { text: 'Ask me anything' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(hustler.token), payload });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: bearer(viewer.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** Exactly the card's fields, the hustler's, and nothing of the rest of the profile. */
  const expectCard = (author: Author | null | undefined) => {
    expect(author).toBeTruthy();
    expect(Object.keys(author!).sort()).toEqual(CARD_KEYS);
    expect(Object.keys(author!.profiledetails).sort()).toEqual(CARD_DETAIL_KEYS);
    expect(author).toMatchObject({
      _id: hustler.id,
      role: 'Hustler',
      verified: false,
      profiledetails: { Username: NAME, displayName: null },
    });
    expect(author!.profiledetails.profilePic).toMatch(/^\/media\//);
    for (const field of ['bio', 'skills', 'phoneno', 'project', 'contactEmail', 'sectors', 'city'])
      expect(author!.profiledetails).not.toHaveProperty(field);
    expect(author).not.toHaveProperty('createdAt');
  };

  it('the video list, the blog list and the feed carry card authors', async () => {
    const videos = await get(API.getVideos);
    expectCard(videos.data.find((video: { _id: string }) => video._id === videoId)?.uploadedBy);

    const blogs = await get(API.getBlogs);
    const blog = blogs.data.find((item: { _id: string }) => item._id === blogId);
    expectCard(blog?.uploadedBy);
    // The embedded latest comments too.
    expectCard(blog?.comments[0]?.commentedBy);

    const feed = await get(`${API.feedPage}?limit=12`);
    expectCard(feed.data.videos.find((video: { _id: string }) => video._id === videoId)?.uploadedBy);
    expectCard(feed.data.blogs.find((item: { _id: string }) => item._id === blogId)?.uploadedBy);
  });

  it("a post's own page and its comments carry card authors", async () => {
    expectCard((await get(API.video(videoId))).video.uploadedBy);
    expectCard((await get(API.blog(blogId))).blog.uploadedBy);
    expectCard((await get(API.videoComments(videoId))).comments[0]?.commentedBy);
    expectCard((await get(API.talkComments(blogId))).comments[0]?.commentedBy);
  });

  it('a comment just made answers its author as a card', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.commentVideo,
      headers: bearer(hustler.token),
      payload: { videoId, text: 'One more thing' },
    });
    expect(response.statusCode).toBe(201);
    expectCard(response.json().comment.commentedBy);
  });

  it('the profile page still answers the full profile', async () => {
    const { user } = await get(API.publicProfile(hustler.id));
    expect(user).toMatchObject({ _id: hustler.id, role: 'Hustler', verified: false });
    expect(user.createdAt).toEqual(expect.any(String));
    expect(user.profiledetails).toMatchObject({
      Username: NAME,
      bio: 'Building loyalty cards for tea stalls.',
      project: 'ChaiCircle',
      skills: ['Sales', 'Ops'],
      currentWork: 'Pilots in Indore',
      city: 'Indore',
    });
    expect(user.profiledetails.profilePic).toMatch(/^\/media\//);
    expect(user.profiledetails).toHaveProperty('interestAreas');
    expect(user.profiledetails).toHaveProperty('sectors');
  });
});

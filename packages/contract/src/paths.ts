/** Every API path, exactly as spec section 7 spells it, plus our own beyond-spec calls. */
export const API = {
  signup: '/api/auth/signup',
  signin: '/api/auth/signin',
  logout: '/api/auth/logout',
  verify: '/api/user/verify',
  confirmEmail: '/api/user/verify/confirm',
  contact: '/api/contact',
  profileHustler: '/api/userprofile/Hustler',
  profileCofounder: '/api/userprofile/cofounder',
  profileInvestor: '/api/userprofile/Investor',
  profileJobseeker: '/api/usrprofile/Jobseeker',
  addVideo: '/api/userprofile/addvideo',
  addBlog: '/api/userprofile/addblog',
  getUser: '/api/userprofile/getUser',
  dashContent: '/api/userprofile/Dashcontent',
  getVideos: '/api/userprofile/getvideos',
  getBlogs: '/api/userprofile/getblogs',
  addTalks: '/api/userprofile/addTalks',
  cofounderProfiles: '/api/userprofile/cofounderprofile',
  hustlerProfiles: '/api/userprofile/Hustlerprofile',
  investorProfiles: '/api/userprofile/Investorprofile',
  jobseekerProfiles: '/api/userprofile/Jobseekerprofile',
  updateHustlerProfile: '/api/userprofile/Update_H_profile',
  likeVideo: '/api/videos/like',
  commentVideo: '/api/videos/comments',
  videoComments: (videoId: string) => `/api/commentget/${encodeURIComponent(videoId)}`,
  igniteInvestor: '/api/connects/hustlertoinvestor',
  notifications: '/api/Notifications',
  users: '/api/users',
  messages: '/api/messages',
  conversation: (userId: string) => `/api/messages/${encodeURIComponent(userId)}`,
  health: '/healthz',
  ready: '/readyz',
  docs: '/api/docs',
} as const;

export const SOCKET_EVENTS = {
  join: 'join',
  sendMessage: 'sendMessage',
  sendComment: 'sendComment',
  receiveMessage: 'receiveMessage',
  newComment: 'newComment',
  notification: 'notification',
} as const;

/** localStorage keys the spec names. */
export const STORAGE_KEYS = { token: 'token', userId: 'userId', role: 'role' } as const;

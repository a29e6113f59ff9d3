/** The words of every notification, in one place: the services and the demo seed both use them. */

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}…` : text);

export const notificationTexts = {
  ignite: (hustlerName: string, project?: string | null) =>
    project
      ? `${hustlerName} ignited you about ${project} and would like to connect.`
      : `${hustlerName} ignited you and would like to connect.`,
  igniteAnswer: (investorName: string, accepted: boolean) =>
    accepted
      ? `${investorName} accepted your Ignite. Start the conversation!`
      : `${investorName} declined your Ignite this time. Keep building!`,
  like: (likerName: string, videoTitle: string) => `${likerName} liked your video “${videoTitle}”.`,
  comment: (authorName: string, kind: string, title: string, text: string) =>
    `${authorName} commented on your ${kind} “${clip(title, 60)}”: “${clip(text, 60)}”`,
  message: (senderName: string, text: string) => `${senderName} sent you a message: “${clip(text, 80)}”`,
};

// Apart from the listing schema so that the vehicle page, which only shows the video, does not load zod.
const YOUTUBE_URL =
  /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/;

/** The 11-character video id of a YouTube link accepted by the listing form, or null. */
export function getYoutubeVideoId(url: string): string | null {
  return YOUTUBE_URL.exec(url)?.[1] ?? null;
}

// What other features may use of muting: the one mute / unmute control (posts, comments, a
// member's page). Which authors are muted is a question of the data layer
// (data/mutes/use-muted-members.ts), asked by every list.
export { MuteButton, type MuteButtonProps } from './mute-button';

export {
  FriendsList, type FriendsListProps, type FriendRow, type IncomingFriendRow, type OutgoingFriendRow,
} from './FriendsList';
export { SharedPortfolioLinks, type SharedPortfolioLinksProps, type SharedPortfolioLink } from './SharedPortfolioLinks';

export { MilestoneList, milestoneState, type MilestoneListProps, type MilestoneItem, type MilestoneState } from './MilestoneList';

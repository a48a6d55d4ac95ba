export { MilestoneList, type MilestoneListProps, type MilestoneItem, type MilestoneState } from './MilestoneList';

// Side-effect imports: each registers its starter in backgroundServiceStarters.
export {};

// `import TactileSnapshotTesting` is the one import a snapshot test needs: `assertSnapshot`
// and `withSnapshotTesting` come from SnapshotTesting, `ViewHost` from TactileTesting.
@_exported import SnapshotTesting
@_exported import TactileTesting

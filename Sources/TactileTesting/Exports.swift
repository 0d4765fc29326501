// TactileTesting drives Tactile with scripted touches on a virtual clock.
@_exported import Tactile

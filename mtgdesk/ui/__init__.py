"""The Qt user interface: the only layer that imports PySide6.

Importing this package imports no Qt; ``mtgdesk.ui.app.run_app`` starts the application.
"""

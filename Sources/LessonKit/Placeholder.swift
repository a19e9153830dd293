public enum LessonKitPlaceholder {}
